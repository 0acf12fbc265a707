/**
 * Navigation guards of the admin and member menus: a page with unsaved work registers one, and a menu
 * click it refuses ends with SPEC §8's "intercepted by a navigation guard" message instead of leaving.
 */
export type NavigationGuard = (href: string) => boolean;

const guards = new Set<NavigationGuard>();

/** Adds a guard (returning false keeps the page); the returned function removes it. */
export function addNavigationGuard(guard: NavigationGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/** Whether every registered guard lets the menu go to `href`. */
export function guardsAllow(href: string): boolean {
  for (const guard of guards) if (!guard(href)) return false;
  return true;
}
