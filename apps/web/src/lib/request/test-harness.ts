import type { Lang } from "@corp/domain/lang";
import { vi } from "vitest";
import type { Side } from "../sides.ts";
import { createApiClient } from "./client.ts";
import { createRequestLayer, type Notice, type SessionTokens } from "./request-layer.ts";

export const ORIGIN = "http://site.test";

type StoredSession = { token: string; refreshToken: string };

function sessionOf(stored: StoredSession): SessionTokens & { cleared: number } {
  const session = {
    cleared: 0,
    token: () => stored.token,
    refreshToken: () => stored.refreshToken,
    setTokens: (token: string, refreshToken: string) => {
      stored.token = token;
      if (refreshToken) stored.refreshToken = refreshToken;
    },
    clear: () => {
      session.cleared += 1;
      stored.token = "";
      stored.refreshToken = "";
    },
  };
  return session;
}

export function envelope(code: number, data: unknown = null, msg = "", status = 200): Response {
  return new Response(JSON.stringify({ code, msg, time: 1_700_000_000, data }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}

/** A request layer on a mocked fetch, with every injected effect recorded. */
export function harness(options: { path?: string; lang?: Lang; timeoutMs?: number } = {}) {
  const state = {
    path: options.path ?? "/",
    lang: options.lang ?? ("en" as Lang),
    online: true,
    stored: {
      admin: { token: "", refreshToken: "" },
      user: { token: "", refreshToken: "" },
    } satisfies Record<Side, StoredSession>,
  };
  const notices: Notice[] = [];
  const navigations: string[] = [];
  const logs: string[] = [];
  const sent: Request[] = [];
  const respond = vi.fn<(request: Request) => Promise<Response>>();
  const tokens = { admin: sessionOf(state.stored.admin), user: sessionOf(state.stored.user) };
  const layer = createRequestLayer({
    fetch: (request) => {
      sent.push(request);
      return respond(request);
    },
    origin: () => ORIGIN,
    language: () => state.lang,
    pathname: () => state.path,
    tokens,
    navigate: (path) => navigations.push(path),
    notify: (notice) => notices.push(notice),
    isOnline: () => state.online,
    log: (message) => logs.push(message),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const api = createApiClient(layer, ORIGIN);
  return { state, notices, navigations, logs, sent, respond, tokens, layer, api };
}

/** A response that never arrives: it only ends, as fetch does, when the request is aborted. */
export function pendingUntilAborted(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    request.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
  });
}
