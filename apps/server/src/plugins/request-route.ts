import { addressLanguage } from "@corp/domain/language-address";
import { isAppAreaPath } from "@corp/domain/public-pages";
import { matchPublicRoute } from "@corp/domain/public-route";
import type { FastifyRequest } from "fastify";
import { isApiPath } from "./api-paths.ts";

const NO_QUERY = new URLSearchParams();

/**
 * What a request is counted and logged under: the route's pattern (`/api/portal/article/:id`), never its
 * raw address, so the figures stay few. Public pages are served by the not-found handler, so they are
 * named by the page they show (`page:article`); the admin's and the member centre's pages are the
 * `app-shell`; anything else no route matched is `unmatched`.
 */
export function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined) return pattern;
  const path = request.url.split("?")[0] ?? "/";
  const method = request.method;
  if ((method !== "GET" && method !== "HEAD") || isApiPath(path)) return "unmatched";
  // A missing file is not a page (web-app.ts answers it 404).
  if (path.startsWith("/assets/") || /\.[a-z0-9]{2,5}$/i.test(path)) return "unmatched";
  if (isAppAreaPath(path)) return "app-shell";
  return `page:${matchPublicRoute(addressLanguage(path).path, NO_QUERY).page}`;
}
