import { movedPagePath } from "@corp/domain/public-pages";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../services/app-services.ts";
import { followRule, ruleFor } from "./redirect-rules.ts";

/** A target as typed (Chinese letters, or already percent-encoded) as a URI. */
function asUri(target: string): string {
  try {
    return encodeURI(decodeURI(target));
  } catch {
    return encodeURI(target);
  }
}

/** Paths that are never a public page's: the API, the admin, files and the app's own assets. */
const NOT_PAGES = /^\/(admin|api|storage|static|assets|module-assets|metrics|openapi\.json|docs)(\/|$)/i;

/**
 * Answers an old public path with its rule's redirect (301 or 302) before any route or cached answer;
 * the query string follows. Only GET and HEAD of public pages; a rule never moves the admin or the API.
 * A page with an address of its own is moved there from its `/page/{slug}` address first (301).
 */
export function redirects(app: FastifyInstance, services: AppServices): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const [path = "/", query] = request.url.split(/\?(.*)/s, 2);
    if (NOT_PAGES.test(path)) return;
    const own = movedPagePath(path);
    // Fixed by the code, unlike the rules: browsers may keep it.
    if (own) return reply.redirect(own + (query ? `?${query}` : ""), 301);
    const rules = await services.redirects.all();
    if (rules.length === 0) return;
    let decoded: string;
    try {
      decoded = decodeURI(path);
    } catch {
      return;
    }
    // A rule over the site's own addresses (saved before they were refused, or imported) is not followed.
    if (services.reservedAddresses.of(decoded)) return;
    const rule = ruleFor(rules, decoded);
    const target = rule ? followRule(rule, decoded) : undefined;
    if (!rule || target === undefined) return;
    services.redirects.countHit(rule.id);
    const location = asUri(target) + (query ? `?${query}` : "");
    return reply.header("cache-control", "no-store").redirect(location, rule.code);
  });
}
