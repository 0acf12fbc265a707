import { addressLanguage } from "@corp/domain/language-address";
import { matchPublicRoute, routeAddress } from "@corp/domain/public-route";
import { contractQueryNames } from "../../plugins/contract.ts";

/** Path and query of a request URL as the pages read them (a malformed address names the 404 page). */
function parsed(url: string): URL {
  return new URL(url, "http://key.invalid");
}

/**
 * A public page's cache key: its language, the page and the values it reads from the query, as it reads
 * them (`/list?cid=01&x=junk` is `/list?cid=1`, `/en/list` another key). However many different addresses
 * a client makes up, they name no more answers than there are pages in each language.
 */
export function pageCacheKey(url: string): string {
  const { pathname, searchParams } = parsed(url);
  const { lang, path } = addressLanguage(pathname);
  const route = matchPublicRoute(path, searchParams);
  return JSON.stringify([lang, route, routeAddress(route, searchParams)]);
}

/**
 * An API answer's cache key: its path and the query parameters its contract operation declares, in the
 * contract's order; anything else in the query is not read by the endpoint and does not split its answers.
 */
export function apiCacheKey(url: string): string {
  const { pathname, searchParams } = parsed(url);
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "").toLowerCase() : pathname;
  const read = contractQueryNames(path).map((name) => `${name}=${searchParams.getAll(name).join(",")}`);
  return `${path}?${read.join("&")}`;
}
