import { clientNetwork } from "../services/client-network.ts";
import type { Throttle, ThrottleLimit } from "../services/throttle.ts";
import type { IdentityKind } from "./identity.ts";

const WINDOW = 15 * 60;

/**
 * When a login must also pass the click captcha (ADR 0017). Failures are counted per account and
 * address, per account from anywhere, and per address on any account; reaching any limit asks for the
 * captcha. Nothing refuses the right password: a guesser is slowed by captchas, and nobody can lock an
 * account (the super admin's included) by failing on purpose.
 */
export const LOGIN_LIMITS = {
  accountAddress: { limit: 3, windowSeconds: WINDOW },
  account: { limit: 10, windowSeconds: WINDOW },
  address: { limit: 10, windowSeconds: WINDOW },
} as const satisfies Record<string, ThrottleLimit>;

type LoginKeys = Record<keyof typeof LOGIN_LIMITS, string>;

export function loginKeys(kind: IdentityKind, username: string, ip: string): LoginKeys {
  const account = username.toLowerCase();
  const network = clientNetwork(ip);
  return {
    accountAddress: `${kind}-login:account-ip:${account}@${network}`,
    account: `${kind}-login:account:${account}`,
    address: `${kind}-login:ip:${network}`,
  };
}

const entries = (keys: LoginKeys) =>
  (Object.keys(LOGIN_LIMITS) as (keyof typeof LOGIN_LIMITS)[]).map(
    (name) => [keys[name], LOGIN_LIMITS[name]] as const,
  );

/** True when earlier failures ask this login for the captcha. */
export async function captchaDue(throttle: Throttle, keys: LoginKeys): Promise<boolean> {
  const counts = await Promise.all(entries(keys).map(([key, limit]) => throttle.peek(key, limit)));
  return counts.some((c) => c.reached);
}

export async function countFailure(throttle: Throttle, keys: LoginKeys): Promise<void> {
  for (const [key, limit] of entries(keys)) await throttle.hit(key, limit);
}

/**
 * A login that succeeded forgets the failures of that account from that address; the account's and the
 * address's own counts run out with their window, so a guesser cannot clear them by logging in elsewhere.
 */
export async function countSuccess(throttle: Throttle, keys: LoginKeys): Promise<void> {
  await throttle.clear([keys.accountAddress]);
}
