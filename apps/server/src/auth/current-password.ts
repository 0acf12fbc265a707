import type { MessageKey } from "@corp/domain/messages";
import type { Throttle, ThrottleLimit } from "../services/throttle.ts";
import type { IdentityKind } from "./identity.ts";
import { verifyPassword } from "./password.ts";

/**
 * Tries of the current password one account may make per window, when it is asked for again by a
 * logged-in session (changing the password, binding an address). A stolen session must not become an
 * unlimited oracle for the password (issue 24, L8).
 */
export const CURRENT_PASSWORD_TRIES = { limit: 5, windowSeconds: 10 * 60 } as const satisfies ThrottleLimit;

export type CurrentPasswordRefusal = { key: MessageKey; params: Record<string, number> };

/**
 * Checks the current password of account `id`; null when it is right. Every try is counted before the
 * password is compared, in one statement, so concurrent tries cannot pass the limit together; once it
 * is passed even the right password is refused until the window ends. A right one forgets the tries.
 */
export async function checkCurrentPassword(
  throttle: Throttle,
  account: { kind: IdentityKind; id: number; hash: string },
  given: string,
): Promise<CurrentPasswordRefusal | null> {
  const key = `${account.kind}-current-password:${account.id}`;
  const tries = await throttle.hit(key, CURRENT_PASSWORD_TRIES);
  if (tries.count > CURRENT_PASSWORD_TRIES.limit) {
    return { key: "passwordTriesExceeded", params: { minutes: Math.max(1, Math.ceil(tries.resetIn / 60)) } };
  }
  if (!(await verifyPassword(account.hash, given))) return { key: "oldPasswordWrong", params: {} };
  await throttle.clear([key]);
  return null;
}
