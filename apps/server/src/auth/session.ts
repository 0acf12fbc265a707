import type { FastifyRequest } from "fastify";
import { needLogin, tokenExpired } from "../errors.ts";
import { type Identity, tokenFromHeaders } from "./identity.ts";
import { noteActor } from "./request-actor.ts";
import type { TokenStore } from "./tokens.ts";

/**
 * The id behind an access token. No token or an unknown one: 303 need login; a known but expired
 * one: 409 so the client refreshes it.
 */
export async function requireSession(identity: Identity, token: string, tokens: TokenStore): Promise<number> {
  if (!token) throw needLogin();
  const found = await tokens.lookup(identity.accessType, token);
  if (found.state === "expired") throw tokenExpired();
  if (found.state === "unknown") throw needLogin();
  noteActor(identity.name, found.userId);
  return found.userId;
}

/** Like requireSession, but an absent or unknown token simply means "nobody"; expiry still answers 409. */
export async function optionalSession(
  identity: Identity,
  token: string,
  tokens: TokenStore,
): Promise<number | null> {
  if (!token) return null;
  const found = await tokens.lookup(identity.accessType, token);
  if (found.state === "expired") throw tokenExpired();
  if (found.state !== "valid") return null;
  noteActor(identity.name, found.userId);
  return found.userId;
}

/** requireSession as a route guard: the header's token and the id behind it. */
export const sessionGuard =
  (identity: Identity, tokens: TokenStore) =>
  async (request: FastifyRequest): Promise<{ token: string; id: number }> => {
    const token = tokenFromHeaders(request.headers, identity);
    return { token, id: await requireSession(identity, token, tokens) };
  };

/**
 * Logout: revokes the access token with every token of its session (the refresh tokens its refreshes
 * issued included), and the refresh token the client names when it is the same account's.
 */
export async function endSession(
  identity: Identity,
  tokens: TokenStore,
  session: { token: string; id: number },
  refreshToken: string | undefined,
): Promise<void> {
  await tokens.endSession(
    session.token,
    refreshToken ? { token: refreshToken, type: identity.refreshType, userId: session.id } : undefined,
  );
}
