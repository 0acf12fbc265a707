import type { SessionTokens } from "@corp/client";
import type { z } from "zod/mini";
import { createPersistentStore, type Store } from "../../lib/store/persistent-store.ts";

type WithTokens = { token: string; refresh_token: string };

export interface SessionStore<T extends WithTokens> extends Store<T | null>, SessionTokens {
  /**
   * Saves what the server says about the account. Only login and refresh answers carry the refresh
   * token (ADR 0003: the server keeps only its hash), so an empty one keeps the token already stored.
   */
  save(info: T): void;
}

/** The persisted account of one side (admin or member) with the token operations the request layer needs. */
export function createSessionStore<T extends WithTokens>(
  key: string,
  schema: z.ZodMiniType<T>,
  storage?: Storage,
): SessionStore<T> {
  const store = createPersistentStore<T | null>(
    key,
    (raw) => {
      const parsed = schema.safeParse(raw);
      return parsed.success ? parsed.data : null;
    },
    storage,
  );
  return {
    ...store,
    save(info) {
      const previous = store.get();
      const refresh_token = info.refresh_token || previous?.refresh_token || "";
      const token = info.token || previous?.token || "";
      store.set({ ...info, token, refresh_token });
    },
    token: () => store.get()?.token ?? "",
    refreshToken: () => store.get()?.refresh_token ?? "",
    setTokens(token, refreshToken) {
      const current = store.get();
      // An answer without a refresh token (an older server) keeps the one stored.
      if (current) store.set({ ...current, token, refresh_token: refreshToken || current.refresh_token });
    },
    clear: () => store.set(null),
  };
}
