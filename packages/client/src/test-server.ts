import { ADMIN_PASSWORD, createTestApp } from "@corp/server/testing";
import { sql } from "kysely";

export { ADMIN_PASSWORD };

/** What went over the wire, in order: each request as it left and each answer as it came back. */
export type WireEvent = {
  kind: "sent" | "answered";
  path: string;
  batoken: string | null;
  userToken: string | null;
  lang: string | null;
  server: string | null;
  signal: AbortSignal;
};

/**
 * The server of apps/server on a fresh PGlite database (or DATABASE_URL's server), listening on a
 * free port of 127.0.0.1: the client talks to it over real HTTP.
 */
export async function startServer(env?: Record<string, string>) {
  const server = await createTestApp(env ? { env } : {});
  const baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
  const { db } = server.services;
  return {
    baseUrl,
    close: () => server.close(),
    /** Ages the access tokens of that kind past their expiry, as two hours of waiting would. */
    expireAccessTokens: (type: "admin" | "user") =>
      db.updateTable("token").set({ expire_time: 0 }).where("type", "=", type).execute(),
    /** Revokes the refresh tokens of that kind (a logout elsewhere, say). */
    revokeRefreshTokens: (type: "admin-refresh" | "user-refresh") =>
      db.deleteFrom("token").where("type", "=", type).execute(),
    /**
     * Keeps the site settings locked until `release()`: every request that reads them waits, as it
     * would behind a slow database.
     */
    async lockSettings(): Promise<{ release(): Promise<void> }> {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const transaction = db.transaction().execute(async (trx) => {
        await sql`lock table config in access exclusive mode`.execute(trx);
        locked();
        await released;
      });
      await held;
      return {
        release: async () => {
          release();
          await transaction;
        },
      };
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;

/** globalThis.fetch, recording every request and answer; `onSend` sees each request as it leaves. */
export function recordingFetch(onSend: (request: Request) => void = () => undefined) {
  const events: WireEvent[] = [];
  const eventOf = (kind: WireEvent["kind"], request: Request): WireEvent => ({
    kind,
    path: new URL(request.url).pathname,
    batoken: request.headers.get("batoken"),
    userToken: request.headers.get("ba-user-token"),
    lang: request.headers.get("think-lang"),
    server: request.headers.get("server"),
    signal: request.signal,
  });
  const fetch = async (request: Request): Promise<Response> => {
    events.push(eventOf("sent", request));
    onSend(request);
    const response = await globalThis.fetch(request);
    events.push(eventOf("answered", request));
    return response;
  };
  return {
    fetch,
    events,
    sent: (path: string) => events.filter((e) => e.kind === "sent" && e.path === path),
  };
}
