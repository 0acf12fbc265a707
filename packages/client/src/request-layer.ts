import { ResponseCode, successMessage } from "@corp/domain/error-catalogue";
import type { Lang } from "@corp/domain/lang";
import { ApiError } from "./api-error.ts";
import { isEnvelope, isNeedLogin, redirectTargetOf, type WireEnvelope } from "./envelope.ts";
import { httpFailureMessage, transportFailureMessage } from "./failure-message.ts";
import { createInFlight } from "./in-flight.ts";
import { refreshedTokenOf } from "./refreshed-token.ts";
import { SIDES, type Side, sidePaths, TOKEN_HEADERS } from "./sides.ts";
import { createRefreshGate, type RefreshResult } from "./token-refresh.ts";
import {
  dataResponse,
  type Outcome,
  type Prepared,
  parseJson,
  prepare,
  TransportError,
  toResponse,
} from "./wire.ts";

/** SPEC §9: every request but an upload gives up after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const REFRESH_TOKEN_PATH = "/api/common/refreshToken";

/** One identity's stored session (admin or member), as the request layer reads and updates it. */
export interface SessionTokens {
  token(): string;
  refreshToken(): string;
  /** After a refresh: the new access token, and the new refresh token (the one sent is used up). */
  setTokens(token: string, refreshToken: string): void;
  /** Forgets the session (a refused refresh, or code 303 "need login"). */
  clear(): void;
}

export type Notice = { type: "success" | "error"; message: string };

/** Everything with a side effect is given, so the layer runs (and is tested) in Node as in a browser. */
export interface RequestLayerDeps {
  fetch: (request: Request) => Promise<Response>;
  /** Absolute, without a trailing slash. */
  baseUrl: string;
  language: () => Lang;
  /** Sends the `server: true` header of BuildAdmin's clients. */
  server: boolean;
  tokens: Record<Side, SessionTokens>;
  /** Whose token a 409 answer to this request refreshes, and whose session a 303 ends. */
  sideOf: (url: URL) => Side;
  /** The page shown now, so that a login page is not navigated to again; undefined outside a browser. */
  currentPath: () => string | undefined;
  navigate: (path: string) => void;
  notify: (notice: Notice) => void;
  isOnline: () => boolean;
  log: (message: string) => void;
  timeoutMs: number;
  /** Where a request for this URL is sent (a moved admin entry's; the URL itself by default). */
  addressOf?: (url: string) => string;
}

export interface RequestOptions {
  /** Report the message of a failure through `onNotice` (default true); the ApiError is thrown either way. */
  showErrorMessage?: boolean;
  /** Report a success, with the server's msg or the catalogue's 'Operation successful' (default false). */
  showSuccessMessage?: boolean;
  /** `false` lifts the time limit; multipart uploads have none by default. */
  timeoutMs?: number | false;
  /** Cancel an identical request still in flight (default true). */
  cancelDuplicates?: boolean;
}

/** An answer and, when it is one, its envelope (read once, shared by callers of a duplicate request). */
type Answer = { outcome: Outcome; envelope: WireEnvelope | undefined };

export type RequestLayer = ReturnType<typeof createRequestLayer>;

/**
 * BuildAdmin's axios behaviour (SPEC §7, §8) on fetch: session headers, time limit, duplicate
 * cancelling, the envelope codes 1/302/303/409, and catalogue messages for every failure.
 */
export function createRequestLayer(deps: RequestLayerDeps) {
  const inFlight = createInFlight<Answer>(deps.log);
  const gate = createRefreshGate(refreshToken);

  /**
   * The language and the sessions' tokens, each unless the call set that header itself: a call may ask
   * for another language, or act with a token of its own (a server acting for a user, say).
   */
  function applySessionHeaders(headers: Headers): void {
    if (!headers.has("think-lang")) headers.set("think-lang", deps.language());
    if (deps.server) headers.set("server", "true");
    for (const side of SIDES) {
      const name = TOKEN_HEADERS[side];
      const token = deps.tokens[side].token();
      if (headers.has(name)) continue;
      if (token) headers.set(name, token);
    }
  }

  function needLogin(side: Side): void {
    deps.tokens[side].clear();
    const login = sidePaths[side].login;
    if (deps.currentPath() !== login) deps.navigate(login);
  }

  async function send(
    prepared: Pick<Prepared, "url" | "method" | "headers" | "body">,
    signals: AbortSignal[],
    limit: number | false,
  ): Promise<Outcome> {
    const headers = new Headers(prepared.headers);
    applySessionHeaders(headers);
    const timeout = new AbortController();
    const timer = limit === false ? undefined : setTimeout(() => timeout.abort(), limit);
    const signal = AbortSignal.any([...signals, timeout.signal]);
    try {
      const init: RequestInit = { method: prepared.method, headers, signal };
      if (prepared.body) init.body = prepared.body;
      const response = await deps.fetch(new Request(deps.addressOf?.(prepared.url) ?? prepared.url, init));
      const bytes = await response.arrayBuffer();
      return { status: response.status, statusText: response.statusText, headers: response.headers, bytes };
    } catch (error) {
      if (timeout.signal.aborted) throw new TransportError({ kind: "timeout" });
      if (signals.some((s) => s.aborted)) throw error;
      throw new TransportError({ kind: "network", online: deps.isOnline() });
    } finally {
      clearTimeout(timer);
    }
  }

  async function refreshToken(side: Side): Promise<RefreshResult> {
    const stored = deps.tokens[side].refreshToken();
    let answer: WireEnvelope | undefined;
    if (stored) {
      try {
        const outcome = await send(
          {
            url: `${deps.baseUrl}${REFRESH_TOKEN_PATH}`,
            method: "POST",
            headers: new Headers({ "content-type": "application/json" }),
            body: new TextEncoder().encode(JSON.stringify({ refreshToken: stored })).buffer,
          },
          [],
          deps.timeoutMs,
        );
        const body = parseJson(outcome);
        if (isEnvelope(body)) answer = body;
      } catch {
        answer = undefined;
      }
    }
    const refreshed = answer?.code === ResponseCode.success ? refreshedTokenOf(answer.data) : undefined;
    if (refreshed) {
      deps.tokens[refreshed.side].setTokens(refreshed.token, refreshed.refreshToken);
      return { ok: true };
    }
    if (answer?.msg) deps.notify({ type: "error", message: answer.msg });
    needLogin(side);
    return { ok: false };
  }

  function fail(options: RequestOptions, error: ApiError): ApiError {
    if (options.showErrorMessage !== false && error.msg) deps.notify({ type: "error", message: error.msg });
    return error;
  }

  function limitOf(prepared: Prepared, options: RequestOptions): number | false {
    if (options.timeoutMs !== undefined) return options.timeoutMs;
    const multipart = (prepared.headers.get("content-type") ?? "").startsWith("multipart/form-data");
    return multipart ? false : deps.timeoutMs;
  }

  async function execute(
    prepared: Prepared,
    options: RequestOptions,
    signal: AbortSignal,
    replayed: boolean,
  ): Promise<Answer> {
    await gate.settled();
    const url = new URL(prepared.url);
    const side = deps.sideOf(url);
    // A call that brought its own token is answered as it is: its 409 refreshes no session, its 303 ends none.
    const ownToken = prepared.headers.has(TOKEN_HEADERS[side]);
    const sentToken = deps.tokens[side].token();
    const signals = prepared.callerSignal ? [signal, prepared.callerSignal] : [signal];
    let outcome: Outcome;
    try {
      outcome = await send(prepared, signals, limitOf(prepared, options));
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      const msg = transportFailureMessage(error.failure, deps.language());
      throw fail(options, new ApiError({ code: 0, msg, status: 0 }));
    }
    const body = parseJson(outcome);
    const envelope = isEnvelope(body) ? body : undefined;
    const status = outcome.status;
    const ok = status >= 200 && status < 300;
    const sessionCode =
      envelope?.code === ResponseCode.tokenExpired ||
      envelope?.code === ResponseCode.redirect ||
      envelope?.code === ResponseCode.needLogin;

    if (!ok && !sessionCode) {
      const msg = httpFailureMessage(status, deps.language(), url.pathname, envelope?.msg);
      throw fail(options, new ApiError({ code: envelope?.code ?? 0, msg, data: envelope?.data, status }));
    }
    if (!envelope) return { outcome, envelope };

    const error = new ApiError({ code: envelope.code, msg: envelope.msg, data: envelope.data, status });
    switch (envelope.code) {
      case ResponseCode.success:
        if (options.showSuccessMessage) {
          deps.notify({ type: "success", message: envelope.msg || successMessage(deps.language()) });
        }
        return { outcome, envelope };
      case ResponseCode.tokenExpired: {
        if (ownToken) throw fail(options, error);
        if (!replayed) {
          const current = deps.tokens[side].token();
          const refreshedMeanwhile = current !== "" && current !== sentToken;
          const result = refreshedMeanwhile ? { ok: true } : await gate.refresh(side);
          if (result.ok) return execute(prepared, options, signal, true);
        }
        // The failed refresh has already sent the user to the login page; a notice would only repeat it.
        throw error;
      }
      case ResponseCode.needLogin:
        if (ownToken) throw fail(options, error);
        fail(options, error);
        if (isNeedLogin(envelope.data)) needLogin(side);
        else deps.navigate(sidePaths[side].base);
        throw error;
      case ResponseCode.redirect: {
        fail(options, error);
        const target = redirectTargetOf(envelope.data);
        if (target) deps.navigate(target);
        throw error;
      }
      default:
        throw fail(options, error);
    }
  }

  return {
    /**
     * A fetch that resolves only with a code-1 envelope, as a JSON answer of its `data`, or with an
     * answer that is no envelope (a file, CSV); everything else rejects with an ApiError.
     */
    async fetch(request: Request, options: RequestOptions = {}): Promise<Response> {
      const prepared = await prepare(request);
      const run = (signal: AbortSignal) => execute(prepared, options, signal, false);
      const { outcome, envelope } =
        options.cancelDuplicates === false
          ? await run(new AbortController().signal)
          : await inFlight.run(prepared.key, run);
      return envelope ? dataResponse(outcome, envelope.data) : toResponse(outcome);
    },

    /**
     * Session headers, the time limit and the refresh gate, but no envelope handling: for
     * transports with their own wire format (tRPC). Failures throw an ApiError without a notice.
     */
    async rawFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      await gate.settled();
      const request =
        input instanceof Request
          ? new Request(input, init)
          : new Request(absoluteUrl(deps.baseUrl, input), init);
      const prepared = await prepare(request);
      const signals = prepared.callerSignal ? [prepared.callerSignal] : [];
      try {
        return toResponse(await send(prepared, signals, deps.timeoutMs));
      } catch (error) {
        if (!(error instanceof TransportError)) throw error;
        const msg = transportFailureMessage(error.failure, deps.language());
        throw new ApiError({ code: 0, msg, status: 0 });
      }
    },

    /** The language of messages now (the `language` option). */
    language: deps.language,

    /** Joins the running refresh of an expired access token, or starts one. */
    refreshToken: (side: Side) => gate.refresh(side),

    /** Forgets that side's session and shows its login page. */
    needLogin,
  };
}

/** A path is taken from the base URL (which may carry a prefix); a full URL is left as it is. */
function absoluteUrl(baseUrl: string, input: string | URL): string {
  const text = String(input);
  return text.startsWith("/") ? `${baseUrl}${text}` : new URL(text, `${baseUrl}/`).href;
}
