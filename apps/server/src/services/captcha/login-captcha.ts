import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import type { Env } from "../../env.ts";
import { AppError } from "../../errors.ts";
import { configFlag, loadConfig } from "../site-config.ts";
import { checkClickCaptcha } from "./click-captcha.ts";

/**
 * Whether admin login asks for the click captcha: the config switch `admin_login_captcha` (on unless
 * set otherwise), overridden by `LOGIN_CAPTCHA=off` for automated runs.
 */
export async function adminLoginCaptchaRequired(db: Kysely<Database>, env: Env): Promise<boolean> {
  if (env.LOGIN_CAPTCHA === "off") return false;
  return configFlag(await loadConfig(db), "admin_login_captcha", true);
}

/** Uses up the captcha that guards a login; refuses the login when it is missing or wrong. */
export async function requireLoginCaptcha(
  db: Kysely<Database>,
  captchaId: string | undefined,
  captchaInfo: string | undefined,
): Promise<void> {
  if (!captchaId || !captchaInfo) throw new AppError({ key: "captchaRequired" });
  const ok = await checkClickCaptcha(db, captchaId, captchaInfo, true);
  if (!ok) throw new AppError({ key: "captchaFailed" });
}
