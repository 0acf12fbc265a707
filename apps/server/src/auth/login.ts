import type { Database } from "@corp/db/schema";
import type { Lang } from "@corp/domain/lang";
import type { Kysely } from "kysely";
import { nowSeconds } from "../envelope.ts";
import { AppError } from "../errors.ts";
import { countLogin } from "../metrics/logins.ts";
import { requireLoginCaptcha } from "../services/captcha/login-captcha.ts";
import type { Throttle } from "../services/throttle.ts";
import type { Identity } from "./identity.ts";
import { captchaDue, countFailure, countSuccess, loginKeys } from "./login-throttle.ts";
import { decoyHash, verifyPassword } from "./password.ts";
import { TOKEN_TTL, type TokenStore } from "./tokens.ts";

export type LoginInput = {
  username: string;
  password: string;
  keep: boolean;
  ip: string;
  /** The click captcha's answer, when the form sent one. */
  captcha?: { id?: string | undefined; info?: string | undefined };
  /** The site asks every login of this kind for the captcha (the admin login's setting). */
  captchaAlways?: boolean;
};
export type LoginResult = { id: number; token: string; refreshToken: string };

type Deps = { db: Kysely<Database>; tokens: TokenStore; throttle: Throttle; lang: Lang };

/**
 * Password login shared by admins and members: the same message for an unknown account and a wrong
 * password, tokens issued only to enabled accounts. Repeated failures ask for the click captcha
 * (ADR 0017); the right password with a solved captcha always gets in.
 */
export async function login(identity: Identity, input: LoginInput, deps: Deps): Promise<LoginResult> {
  try {
    const result = await checkLogin(identity, input, deps);
    countLogin(identity.name, "success");
    return result;
  } catch (error) {
    // A refusal, whatever its reason (the password, a disabled account, the captcha); not a fault of ours.
    if (error instanceof AppError) countLogin(identity.name, "failure");
    throw error;
  }
}

async function checkLogin(identity: Identity, input: LoginInput, deps: Deps): Promise<LoginResult> {
  const keys = loginKeys(identity.kind, input.username, input.ip);
  if (input.captchaAlways || (await captchaDue(deps.throttle, keys))) {
    await requireLoginCaptcha(deps.db, input.captcha?.id, input.captcha?.info);
  }
  const row = await deps.db
    .selectFrom(identity.table)
    .select(["id", "password", "status"])
    .where("username", "=", input.username)
    .executeTakeFirst();
  const passwordOk = await verifyPassword(row?.password ?? (await decoyHash()), input.password);
  if (!row || !passwordOk) {
    await countFailure(deps.throttle, keys);
    if (row) {
      await deps.db
        .updateTable(identity.table)
        .set((eb) => ({ login_failure: eb("login_failure", "+", 1) }))
        .where("id", "=", row.id)
        .execute();
    }
    // The next attempt learns whether it needs the captcha (code 0, data.captcha) before any password check.
    throw new AppError({ key: "badCredentials" });
  }
  // A member registered on a site that approves new members waits for the administrator (ADR 0028).
  if (row.status === "pending") throw new AppError({ key: "accountPending" });
  if (row.status !== "enable") throw new AppError({ key: "accountDisabled" });
  await countSuccess(deps.throttle, keys);
  await deps.db
    .updateTable(identity.table)
    .set({ login_failure: 0, last_login_time: nowSeconds(), last_login_ip: input.ip })
    .where("id", "=", row.id)
    .execute();
  if (!input.keep) {
    // Without "keep" the session is its one token: no refresh token is issued (an empty one is answered).
    return {
      id: row.id,
      token: await deps.tokens.issue(identity.accessType, row.id, TOKEN_TTL.session),
      refreshToken: "",
    };
  }
  const { token, refreshToken } = await deps.tokens.issueSession(
    { access: identity.accessType, refresh: identity.refreshType },
    row.id,
    TOKEN_TTL.refreshKeep,
  );
  return { id: row.id, token, refreshToken };
}
