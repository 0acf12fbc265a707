import type { Lang } from "@corp/domain/lang";
import { vi } from "vitest";
import { createCorpClient } from "./client.ts";
import type { Notice, SessionTokens } from "./request-layer.ts";
import { type Side, sideOfPath } from "./sides.ts";

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

/**
 * A client on a mocked fetch, configured as a browser app is (the side is the page's, as in
 * BuildAdmin), with every effect it is given recorded.
 */
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
  vi.stubGlobal("navigator", {
    get onLine() {
      return state.online;
    },
  });
  const corp = createCorpClient({
    baseUrl: ORIGIN,
    fetch: (request) => {
      sent.push(request);
      return respond(request);
    },
    language: () => state.lang,
    sessions: tokens,
    sideOf: () => sideOfPath(state.path),
    currentPath: () => state.path,
    onNavigate: (path) => navigations.push(path),
    onNotice: (notice) => notices.push(notice),
    onLog: (message) => logs.push(message),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return { state, notices, navigations, logs, sent, respond, tokens, corp };
}

/** A response that never arrives: it only ends, as fetch does, when the request is aborted. */
export function pendingUntilAborted(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const aborted = () => reject(new DOMException("aborted", "AbortError"));
    if (request.signal.aborted) aborted();
    else request.signal.addEventListener("abort", aborted);
  });
}
