import type { Database } from "@corp/db/schema";
import type { Lang } from "@corp/domain/lang";
import type { Kysely } from "kysely";
import { nowSeconds } from "../envelope.ts";
import { AppError } from "../errors.ts";
import type { Identity } from "./identity.ts";
import { LOGIN_POLICY, type LoginThrottle } from "./login-throttle.ts";
import { decoyHash, verifyPassword } from "./password.ts";
import { TOKEN_TTL, type TokenStore } from "./tokens.ts";

export type LoginInput = { username: string; password: string; keep: boolean; ip: string };
export type LoginResult = { id: number; token: string; refreshToken: string };

type Deps = { db: Kysely<Database>; tokens: TokenStore; throttle: LoginThrottle; lang: Lang };

/**
 * Password login shared by admins and members: throttled per account and per IP, the same message for
 * an unknown account and a wrong password, tokens issued only to enabled accounts.
 */
export async function login(identity: Identity, input: LoginInput, deps: Deps): Promise<LoginResult> {
  const accountKey = `${identity.kind}-login:account:${input.username.toLowerCase()}`;
  const ipKey = `${identity.kind}-login:ip:${input.ip}`;
  const locked = await deps.throttle.lockedFor([accountKey, ipKey]);
  if (locked > 0) {
    throw new AppError({ key: "lockedOut", params: { minutes: Math.ceil(locked / 60) } });
  }
  const row = await deps.db
    .selectFrom(identity.table)
    .select(["id", "password", "status"])
    .where("username", "=", input.username)
    .executeTakeFirst();
  const passwordOk = await verifyPassword(row?.password ?? (await decoyHash()), input.password);
  if (!row || !passwordOk) {
    await deps.throttle.recordFailure(accountKey, LOGIN_POLICY.account);
    await deps.throttle.recordFailure(ipKey, LOGIN_POLICY.ip);
    if (row) {
      await deps.db
        .updateTable(identity.table)
        .set((eb) => ({ login_failure: eb("login_failure", "+", 1) }))
        .where("id", "=", row.id)
        .execute();
    }
    throw new AppError({ key: "badCredentials" });
  }
  if (row.status !== "enable") throw new AppError({ key: "accountDisabled" });
  await deps.throttle.clear([accountKey]);
  const now = nowSeconds();
  await deps.db
    .updateTable(identity.table)
    .set({ login_failure: 0, last_login_time: now, last_login_ip: input.ip })
    .where("id", "=", row.id)
    .execute();
  const { token, refreshToken } = await deps.tokens.issueSession(
    { access: identity.accessType, refresh: identity.refreshType },
    row.id,
    input.keep ? TOKEN_TTL.refreshKeep : TOKEN_TTL.refresh,
  );
  return { id: row.id, token, refreshToken };
}
