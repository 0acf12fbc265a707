/** The admin pages' own prefix, where the single-page app routes them and the API lives. */
export const ADMIN_BASE = "/admin";

/** True for `base` itself or a path below it (any letter case). */
export function isUnder(path: string, base: string): boolean {
  const lower = path.toLowerCase();
  const prefix = base.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`);
}

/**
 * Where a page request of the admin area goes when the admin entry (SPEC §7, `ADMIN_ENTRY`) is moved off
 * /admin: the entry's pages are the admin shell; /admin's pages are not found, so the entry cannot be
 * discovered by asking for /admin. Its API (/admin/index, /admin/ajax, /admin/trpc, the CRUD routes)
 * is not a page and stays where BuildAdmin's clients call it.
 */
export function adminPageOf(path: string, entry: string): "shell" | "hidden" | "other" {
  const moved = entry.toLowerCase() !== ADMIN_BASE;
  if (isUnder(path, entry)) return "shell";
  if (moved && isUnder(path, ADMIN_BASE)) return "hidden";
  return "other";
}
