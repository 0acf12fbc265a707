/** An open page of the tab bar: its path under /admin (e.g. "auth/admin") and its title. */
export type Tab = { path: string; title: string };

export type TabsState = { tabs: Tab[]; active: string };

/** Opens (or re-activates) a tab; an already open tab keeps its place. */
export function openTab(state: TabsState, tab: Tab): TabsState {
  const exists = state.tabs.some((t) => t.path === tab.path);
  return {
    tabs: exists
      ? state.tabs.map((t) => (t.path === tab.path ? { ...t, title: tab.title } : t))
      : [...state.tabs, tab],
    active: tab.path,
  };
}

/**
 * Closes a tab. Closing the active one activates its right neighbour, else its left one; the last
 * tab cannot be closed.
 */
export function closeTab(state: TabsState, path: string): TabsState {
  if (state.tabs.length <= 1) return state;
  const index = state.tabs.findIndex((t) => t.path === path);
  if (index < 0) return state;
  const tabs = state.tabs.filter((t) => t.path !== path);
  if (state.active !== path) return { tabs, active: state.active };
  const next = tabs[index] ?? tabs[index - 1] ?? tabs[0];
  return { tabs, active: next?.path ?? "" };
}

/** Keeps only the given tab (and makes it active). */
export function closeOtherTabs(state: TabsState, path: string): TabsState {
  const keep = state.tabs.filter((t) => t.path === path);
  return keep.length ? { tabs: keep, active: path } : state;
}
