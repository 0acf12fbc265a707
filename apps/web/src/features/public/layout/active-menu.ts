import type { PublicMenuItem } from "@corp/contract/types";

const pathOf = (path: string) => path.split(/[?#]/)[0] ?? "";

function findTrail(items: PublicMenuItem[], match: (item: PublicMenuItem) => boolean): PublicMenuItem[] {
  for (const item of items) {
    if (match(item)) return [item];
    const below = findTrail(item.children, match);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/**
 * The menu items from the top level down to the current one (SPEC §2: a menu click carries `mid`, the
 * item, in the query). Without `mid` (a typed address, a link from an article) the first top-level
 * item whose path is the current page stands in, so the header still shows where the visitor is.
 */
export function activeMenuTrail(
  items: PublicMenuItem[],
  mid: number | undefined,
  pathname: string,
): PublicMenuItem[] {
  if (mid) {
    const trail = findTrail(items, (item) => item.id === mid);
    if (trail.length > 0) return trail;
  }
  const top = items.find((item) => pathOf(item.path) === pathname);
  if (top) return [top];
  return findTrail(items, (item) => pathOf(item.path) === pathname && pathname !== "/");
}

/** `mid` and `pid` as numbers; anything else is ignored. */
export function menuQuery(search: Record<string, unknown>): { mid?: number; pid?: number } {
  const read = (value: unknown) => {
    const n = typeof value === "number" ? value : Number(value);
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const mid = read(search.mid);
  const pid = read(search.pid);
  return { ...(mid ? { mid } : {}), ...(pid ? { pid } : {}) };
}
