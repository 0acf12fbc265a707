/** The two signed-in identities of SPEC §6 and where each one lives in the URL space. */
export type Side = "admin" | "user";

export const SIDES: readonly Side[] = ["admin", "user"];

/** The header each side's access token travels in (BuildAdmin's names). */
export const TOKEN_HEADERS = { admin: "batoken", user: "ba-user-token" } as const satisfies Record<
  Side,
  string
>;

export const sidePaths = {
  admin: { base: "/admin", login: "/admin/login", loading: "/admin/loading" },
  user: { base: "/user", login: "/user/login", loading: "/user/loading" },
} as const satisfies Record<Side, { base: string; login: string; loading: string }>;

/** The admin area is recognised by its path prefix; every other page speaks for the member. */
export function sideOfPath(pathname: string): Side {
  const base = sidePaths.admin.base;
  return pathname === base || pathname.startsWith(`${base}/`) ? "admin" : "user";
}
