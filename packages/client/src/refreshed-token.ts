import type { Side } from "./sides.ts";

/** The tokens a refresh answer issues, and whose they are. */
export type Refreshed = { side: Side; token: string; refreshToken: string };

/** The tokens of a refresh answer (`data` of `POST /api/common/refreshToken`), when it is one. */
export function refreshedTokenOf(data: unknown): Refreshed | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { type, token, refreshToken } = data as { type?: unknown; token?: unknown; refreshToken?: unknown };
  if (typeof token !== "string" || token === "") return undefined;
  const next = typeof refreshToken === "string" ? refreshToken : "";
  if (type === "admin-refresh") return { side: "admin", token, refreshToken: next };
  if (type === "user-refresh") return { side: "user", token, refreshToken: next };
  return undefined;
}
