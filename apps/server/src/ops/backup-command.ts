import { stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createDatabase, type DatabaseHandle } from "@corp/db/connection";
import { DataDirLockedError } from "@corp/db/data-dir-lock";
import type { Env } from "../env.ts";
import { SettingSecrets } from "../services/setting-secrets.ts";
import { unopenedSecrets } from "../services/stored-secrets.ts";
import { fileStoresOf } from "../storage/stores.ts";
import { backupKey, previousRestoreKey, restoreKey } from "./archive-signature.ts";
import { createBackup } from "./backup.ts";
import { KNOWN_MIGRATIONS, levelName } from "./migration-level.ts";
import { restoreBackup } from "./restore.ts";
import { openArchive } from "./restore-archive.ts";
import { RestoreRefused } from "./restore-refused.ts";

export const BACKUP_USAGE =
  "cli.js backup [file] [--with-secrets]\n       cli.js restore <file> [--trust-unsigned]";

const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/** `corpsite-backup-20250102-030405.tar.gz` under `$DATA_DIR/backups`, by the time in UTC. */
export function defaultBackupFile(env: Env, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return join(env.DATA_DIR, "backups", `corpsite-backup-${stamp}.tar.gz`);
}

/**
 * The site's database. The embedded one is a folder only one process may open: a server running on it
 * ends the command with that said (the lock's message names the process).
 */
export async function openDatabase(env: Env, command: string): Promise<DatabaseHandle | undefined> {
  try {
    return await createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`${command} needs the server stopped: ${error.message}`);
    return undefined;
  }
}

/**
 * `cli.js backup [file] [--with-secrets]`: writes the archive; returns the exit code. The secret
 * settings' values are left out unless `--with-secrets` is given.
 */
export async function backupCommand(env: Env, args: readonly string[]): Promise<number> {
  const withSecrets = args.includes("--with-secrets");
  const files = args.filter((a) => a !== "--with-secrets");
  if (files.length > 1 || files[0]?.startsWith("--")) {
    console.error(`usage: ${BACKUP_USAGE}`);
    return 2;
  }
  const file = resolve(files[0] ?? defaultBackupFile(env));
  const database = await openDatabase(env, "backup");
  if (!database) return 1;
  try {
    const key = await backupKey(env);
    const manifest = await createBackup(
      { ...database, files: fileStoresOf(env).files, key, withSecrets },
      file,
    );
    const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
    const size = (await stat(file)).size;
    console.log(
      `backup written to ${file} (${megabytes(size)}): ${rows} rows in ` +
        `${Object.keys(manifest.database.tables).length} tables, ${manifest.files.count} files ` +
        `(${megabytes(manifest.files.bytes)}); release ${manifest.appVersion}, migration level ` +
        `${levelName(manifest.database.migrations)}`,
    );
    console.log(
      withSecrets
        ? "the secret settings (mail password, SMS and market keys) are in it: keep it like the database"
        : "the secret settings (mail password, SMS and market keys) are left out: add --with-secrets to keep them",
    );
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * `cli.js restore <file> [--trust-unsigned]`: checks the archive, then restores it; returns the exit
 * code. An archive this site's key did not sign goes in only with `--trust-unsigned`.
 */
export async function restoreCommand(env: Env, args: readonly string[]): Promise<number> {
  const trustUnsigned = args.includes("--trust-unsigned");
  const files = args.filter((a) => a !== "--trust-unsigned");
  const [argument] = files;
  if (!argument || files.length > 1 || argument.startsWith("--")) {
    console.error(`usage: ${BACKUP_USAGE}`);
    return 2;
  }
  const file = resolve(argument);
  try {
    const archive = await openArchive(file, {
      key: await restoreKey(env),
      previousKey: previousRestoreKey(env),
      trustUnsigned,
    });
    try {
      const database = await openDatabase(env, "restore");
      if (!database) return 1;
      try {
        const store = fileStoresOf(env).files;
        await store.check();
        const report = await restoreBackup({ handle: database, files: store }, archive);
        const { manifest } = archive;
        const level = levelName(manifest.database.migrations);
        if (!archive.signed)
          console.log("the archive was not signed by this site's key: restored as trusted");
        if (manifest.secrets === "left out") {
          console.log(
            "the archive left the secret settings out: enter the mail password, SMS and market keys again in the settings",
          );
        }
        // Kept, they are encrypted with the key of the site that made the archive (docs/security.md).
        const unopened = await unopenedSecrets(database.db, new SettingSecrets(env));
        if (unopened.length > 0) {
          console.log(
            `the secret settings ${unopened.join(", ")} are encrypted with another site's key: run ` +
              "cli.js secrets:rotate with SITE_KEY_PREVIOUS set to that site's key, or enter them again in the settings",
          );
        }
        if (report.migrated.length > 0) console.log(`the empty database was migrated to ${level} first`);
        console.log(
          `restored ${file} (made ${manifest.createdAt} by release ${manifest.appVersion}, migration level ` +
            `${level}): ${report.rows} rows in ${report.tables} tables, ${report.files} files`,
        );
        if (level !== KNOWN_MIGRATIONS.at(-1)) {
          console.log("this release has newer migrations: the server applies them when it starts");
        }
        return 0;
      } finally {
        await database.close();
      }
    } finally {
      await archive.remove();
    }
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    console.error(`cannot restore ${file}: ${error.message}`);
    return 1;
  }
}
