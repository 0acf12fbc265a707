import { defaultLang, type Lang } from "@corp/domain/lang";
import createClient, { type Client } from "openapi-fetch";
import { adminEntryAddress } from "./admin-entry.ts";
import type { CorpPaths } from "./corp-paths.ts";
import { memorySession } from "./memory-session.ts";
import { bracketQuery } from "./query-string.ts";
import {
  createRequestLayer,
  type Notice,
  REQUEST_TIMEOUT_MS,
  type RequestLayer,
  type SessionTokens,
} from "./request-layer.ts";
import { type Side, sideOfPath } from "./sides.ts";
import { type CallMethod, callMethod } from "./typed-calls.ts";

export type { components, operations, paths } from "@corp/contract/types";
export { ApiError, isApiError } from "./api-error.ts";
export type { CorpPaths, EnvelopeData } from "./corp-paths.ts";
export { type IssuedTokens, type MemorySession, memorySession } from "./memory-session.ts";
export { bracketQuery } from "./query-string.ts";
export type { Notice, RequestOptions, SessionTokens } from "./request-layer.ts";
export { type Side, sideOfPath, sidePaths } from "./sides.ts";
export type { CallData, CallInit, CallMethod, CorpPath } from "./typed-calls.ts";
export type { Lang };

export interface CorpClientOptions {
  /** Where the server is, e.g. `https://www.example.com`; in a browser the page's origin by default. */
  baseUrl?: string;
  /** The `think-lang` header: the language of every message (default zh-cn). */
  language?: Lang | (() => Lang);
  /** Send BuildAdmin's `server: true` header (default true). */
  server?: boolean;
  /** The admin (`batoken`) and member (`ba-user-token`) sessions; each held in memory unless given. */
  sessions?: Partial<Record<Side, SessionTokens>>;
  /** Time limit of a request in ms (default 10 000, SPEC §9); uploads have none. */
  timeoutMs?: number;
  /** Whose token a 409 answer refreshes: by default the admin's for `/admin/*` requests, else the member's. */
  sideOf?: (url: URL) => Side;
  /** The path of the page shown, so that a login page is not navigated to again (a browser's by default). */
  currentPath?: () => string | undefined;
  /** Called with a path to show: the login page after code 303 or a failed refresh, data.routePath of 302. */
  onNavigate?: (path: string) => void;
  /** Called with the message of a failure (and of a success when a call asks for it), for a toast. */
  onNotice?: (notice: Notice) => void;
  /** Told when an identical request in flight has been cancelled (default: nobody; its caller gets the later answer). */
  onLog?: (message: string) => void;
  /** The fetch to send with (default globalThis.fetch). */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * The site's admin entry when it moved the back office off `/admin` (`ADMIN_ENTRY`, e.g. `/backstage`):
   * the admin API's calls are then sent under it. Default `/admin`.
   */
  adminEntry?: string;
}

export interface CorpClient {
  readonly baseUrl: string;
  /** The sessions the client sends and refreshes. */
  readonly sessions: Record<Side, SessionTokens>;
  get: CallMethod<"get">;
  post: CallMethod<"post">;
  delete: CallMethod<"delete">;
  /** The openapi-fetch client on the same rules: `{ data }` is the unwrapped data (what the hooks use). */
  readonly fetchClient: Client<CorpPaths>;
  /** The rules as a fetch for a hand-made request (an upload with its FormData, say). */
  fetch: RequestLayer["fetch"];
  /** Session headers, time limit and refresh gate only: for transports with their own format (tRPC). */
  rawFetch: RequestLayer["rawFetch"];
  /** Joins the running token refresh of that side, or starts one. */
  refreshToken: RequestLayer["refreshToken"];
  /** Forgets that side's session and navigates to its login page. */
  needLogin: RequestLayer["needLogin"];
}

function browserLocation(): { origin: string; pathname: string } | undefined {
  return (globalThis as { location?: { origin: string; pathname: string } }).location;
}

function baseUrlOf(given: string | undefined): string {
  const base = given ?? browserLocation()?.origin;
  if (!base) throw new Error("createCorpClient: baseUrl is required outside a browser");
  return new URL(base).href.replace(/\/+$/, "");
}

function isOnline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;
}

/** A client of the CorpSite API with the request rules of SPEC §7 and §8 built in; Node or browser. */
export function createCorpClient(options: CorpClientOptions = {}): CorpClient {
  const baseUrl = baseUrlOf(options.baseUrl);
  const language = options.language ?? defaultLang;
  const sessions: Record<Side, SessionTokens> = {
    admin: options.sessions?.admin ?? memorySession(),
    user: options.sessions?.user ?? memorySession(),
  };
  const layer = createRequestLayer({
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
    baseUrl,
    language: typeof language === "function" ? language : () => language,
    server: options.server ?? true,
    tokens: sessions,
    sideOf: options.sideOf ?? ((url) => sideOfPath(url.pathname)),
    currentPath: options.currentPath ?? (() => browserLocation()?.pathname),
    navigate: options.onNavigate ?? (() => undefined),
    notify: options.onNotice ?? (() => undefined),
    isOnline,
    log: options.onLog ?? (() => undefined),
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    addressOf: adminEntryAddress(baseUrl, options.adminEntry),
  });
  // The default fetch is the layer too, so a call on `fetchClient` gets the headers, time limit and
  // envelope handling with the default options.
  const fetchClient = createClient<CorpPaths>({
    baseUrl,
    fetch: (request) => layer.fetch(request),
    querySerializer: bracketQuery,
  });
  return {
    baseUrl,
    sessions,
    get: callMethod(fetchClient, layer, "get"),
    post: callMethod(fetchClient, layer, "post"),
    delete: callMethod(fetchClient, layer, "delete"),
    fetchClient,
    fetch: layer.fetch,
    rawFetch: layer.rawFetch,
    refreshToken: layer.refreshToken,
    needLogin: layer.needLogin,
  };
}
