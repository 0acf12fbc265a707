import type { Lang } from "./lang.ts";
import { commonCatalogue } from "./messages/common.ts";
import { fill } from "./messages/fill.ts";
import { httpCatalogue } from "./messages/http.ts";

/** Only the areas these texts come from: the web's request layer loads this module on every page. */
const catalogue = { ...commonCatalogue, ...httpCatalogue };
type MessageKey = keyof typeof catalogue;
const t = (key: MessageKey, lang: Lang, params: Record<string, string> = {}) =>
  fill(catalogue[key], lang, params);

/** `code` values of the `{ code, msg, data }` response envelope (not HTTP statuses). */
export const ResponseCode = {
  success: 1,
  failure: 0,
  redirect: 302,
  needLogin: 303,
  tokenExpired: 409,
} as const;

export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

/** A 303 carrying this msg means the token is dead and must be cleared before going to login. */
export const NEED_LOGIN = "need login";

const httpStatusKeys: Readonly<Record<number, MessageKey>> = {
  302: "interfaceRedirected",
  400: "incorrectParameter",
  401: "noPermission",
  403: "noPermission",
  404: "addressNotFound",
  408: "requestTimeout",
  409: "duplicateData",
  500: "serverError",
  501: "notImplemented",
  502: "badGateway",
  503: "serviceUnavailable",
  504: "gatewayTimeout",
  505: "httpVersionNotSupported",
};

/** The catalogue text for an HTTP status; a 404 names the address that was asked for. */
export function httpStatusMessage(status: number, lang: Lang, url?: string): string {
  return t(httpStatusKeys[status] ?? "unknownError", lang, { url: url ?? "" });
}

export type NetworkErrorKind = "timeout" | "network" | "offline";

const networkErrorKeys: Record<NetworkErrorKind, MessageKey> = {
  timeout: "networkTimeout",
  network: "serverException",
  offline: "offline",
};

export function networkErrorMessage(kind: NetworkErrorKind, lang: Lang): string {
  return t(networkErrorKeys[kind], lang);
}

export function successMessage(lang: Lang): string {
  return t("ok", lang);
}

export type NavigationErrorKind = "guard" | "current" | "invalid" | "menuType";

const navigationErrorKeys: Record<NavigationErrorKind, MessageKey> = {
  guard: "navigationGuard",
  current: "navigationCurrent",
  invalid: "navigationInvalid",
  menuType: "navigationMenuType",
};

export function navigationErrorMessage(kind: NavigationErrorKind, lang: Lang): string {
  return t(navigationErrorKeys[kind], lang);
}

export function terminalBlockedWarning(lang: Lang): string {
  return t("terminalBlocked", lang);
}
