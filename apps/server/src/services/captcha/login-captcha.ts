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

/** The form must show the click captcha and send again: `data.captcha` tells it so. */
const captchaRefusal = (key: "captchaRequired" | "captchaFailed") =>
  new AppError({ key, data: { captcha: true } });

/** Uses up the captcha that guards a login, a registration or a code; refuses when it is missing or wrong. */
export async function requireLoginCaptcha(
  db: Kysely<Database>,
  captchaId: string | undefined,
  captchaInfo: string | undefined,
): Promise<void> {
  if (!captchaId || !captchaInfo) throw captchaRefusal("captchaRequired");
  if (!(await checkClickCaptcha(db, captchaId, captchaInfo, true))) throw captchaRefusal("captchaFailed");
}
