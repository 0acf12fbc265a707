import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import type { Env } from "../../env.ts";
import { configFlag, loadConfig } from "../site-config.ts";

/**
 * Whether admin login asks for the click captcha: the config switch `admin_login_captcha` (on unless
 * set otherwise), overridden by `LOGIN_CAPTCHA=off` for automated runs.
 */
export async function adminLoginCaptchaRequired(db: Kysely<Database>, env: Env): Promise<boolean> {
  if (env.LOGIN_CAPTCHA === "off") return false;
  return configFlag(await loadConfig(db), "admin_login_captcha", true);
}
