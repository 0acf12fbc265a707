import type { SessionTokens } from "./request-layer.ts";

/** What a login answers about the account (`userInfo` of the contract): its two tokens. */
export type IssuedTokens = { token: string; refresh_token: string };

export interface MemorySession extends SessionTokens {
  /** Keeps the tokens of a login answer (`data.userInfo`). */
  save(issued: IssuedTokens): void;
}

/**
 * A session held in memory, for scripts and servers (Node) and for tests; a browser app usually
 * passes a store of its own that survives a reload (localStorage).
 */
export function memorySession(initial: Partial<IssuedTokens> = {}): MemorySession {
  let token = initial.token ?? "";
  let refresh = initial.refresh_token ?? "";
  return {
    token: () => token,
    refreshToken: () => refresh,
    setTokens(next, nextRefresh) {
      token = next;
      // The refresh token sent is used up (ADR 0017); an answer without one keeps the one held.
      refresh = nextRefresh || refresh;
    },
    save(issued) {
      token = issued.token;
      // Only login answers carry a refresh token (ADR 0003); an empty one keeps the one held.
      refresh = issued.refresh_token || refresh;
    },
    clear() {
      token = "";
      refresh = "";
    },
  };
}
