import { t } from "@corp/domain/messages";
import type { Env } from "../env.ts";
import { AppError } from "../errors.ts";
import { SettingSecrets } from "../services/setting-secrets.ts";
import { resealSecrets } from "../services/stored-secrets.ts";
import { openDatabase } from "./backup-command.ts";

export const SECRETS_ROTATE_USAGE =
  "cli.js secrets:rotate   (SITE_KEY: the new key, SITE_KEY_PREVIOUS: the key the secrets are under)";

/**
 * `cli.js secrets:rotate`: encrypts every secret setting again under the site's key (`SITE_KEY`, or
 * `$DATA_DIR/site.key`), opening those under `SITE_KEY_PREVIOUS`, in one transaction; answers the exit
 * code. A value neither key opens refuses the whole, with the catalogue's message, and changes nothing.
 * Run again, it changes nothing (docs/security.md, "Secrets").
 */
export async function secretsRotateCommand(env: Env, args: readonly string[]): Promise<number> {
  if (args.length > 0) {
    console.error(`usage: ${SECRETS_ROTATE_USAGE}`);
    return 2;
  }
  const database = await openDatabase(env, "secrets:rotate");
  if (!database) return 1;
  try {
    const secrets = new SettingSecrets(env);
    const report = await resealSecrets(database.db, secrets, { rotate: true });
    console.log(
      t("secretsRotated", "en", { count: report.sealed, kept: report.kept, key: secrets.current().id }),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof AppError) || error.key !== "secretKeyUnknown") throw error;
    console.error(error.localize("en"));
    return 1;
  } finally {
    await database.close();
  }
}
