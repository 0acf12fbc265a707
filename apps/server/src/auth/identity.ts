import type { TokenType } from "./tokens.ts";

/** The two kinds of people who log in. Everything that differs between them is listed here. */
export type IdentityKind = "admin" | "user";

/** How the server's log and metrics name the accounts of an identity. */
export type AccountName = "admin" | "member";

export type Identity = {
  kind: IdentityKind;
  name: AccountName;
  table: "admin" | "user";
  header: "batoken" | "ba-user-token";
  accessType: TokenType;
  refreshType: TokenType;
};

export const identities: Record<IdentityKind, Identity> = {
  admin: {
    kind: "admin",
    name: "admin",
    table: "admin",
    header: "batoken",
    accessType: "admin",
    refreshType: "admin-refresh",
  },
  user: {
    kind: "user",
    name: "member",
    table: "user",
    header: "ba-user-token",
    accessType: "user",
    refreshType: "user-refresh",
  },
};

export function identityOfRefreshType(type: TokenType): Identity | undefined {
  return Object.values(identities).find((i) => i.refreshType === type);
}

export function tokenFromHeaders(
  headers: Record<string, string | string[] | undefined>,
  identity: Identity,
): string {
  const raw = headers[identity.header];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === "string" ? value.trim() : "";
}
