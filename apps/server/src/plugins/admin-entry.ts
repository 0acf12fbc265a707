/** The admin pages' own prefix, where the single-page app routes them and the API lives. */
export const ADMIN_BASE = "/admin";

/** True for `base` itself or a path below it (any letter case). */
export function isUnder(path: string, base: string): boolean {
  const lower = path.toLowerCase();
  const prefix = base.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`);
}

/**
 * The admin's calls outside /admin: BuildAdmin's market view asks its store at `{apiUrl}/api/v6.store/*` and
 * `/api/pay/check` (ADR 0021). While the entry is moved they answer only under it, like /admin.
 */
const ADMIN_API = ["/api/v6.store", "/api/pay/check"];

/** Where a request for the back office's old prefix goes while the entry is elsewhere: nowhere. */
export const HIDDEN_ADMIN_PATH = "/404";

/** The part of `path` below `base`, "" for `base` itself; undefined when it is not under it. */
function below(path: string, base: string): string | undefined {
  return isUnder(path, base) ? path.slice(base.length) : undefined;
}

/**
 * The request address as the routes know it, when the admin entry (SPEC §7, `ADMIN_ENTRY`) is moved off
 * /admin: the entry's pages and API are /admin's (`/backstage/trpc` is `/admin/trpc`), and /admin
 * itself routes nowhere, so a scanner asking for it meets the site's 404 as for any unknown address.
 * BuildAdmin's client with its base URL set to the entry calls `{entry}/admin/...` and
 * `{entry}/api/...`: those are /admin's and /api's; its store calls answer there only. Undefined when
 * the entry is /admin (nothing moves).
 */
export function entryRewrite(entry: string): ((url: string) => string) | undefined {
  if (entry.toLowerCase() === ADMIN_BASE) return undefined;
  return (url) => {
    const cut = url.indexOf("?");
    const path = cut === -1 ? url : url.slice(0, cut);
    const query = cut === -1 ? "" : url.slice(cut);
    const rest = below(path, entry);
    if (rest !== undefined) {
      const prefixed = isUnder(rest, ADMIN_BASE) || isUnder(rest, "/api");
      return `${prefixed ? rest : `${ADMIN_BASE}${rest}`}${query}`;
    }
    const admin = isUnder(path, ADMIN_BASE) || ADMIN_API.some((base) => isUnder(path, base));
    return admin ? HIDDEN_ADMIN_PATH : url;
  };
}
