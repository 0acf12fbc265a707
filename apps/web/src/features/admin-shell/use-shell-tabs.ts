import type { MenuRule } from "@corp/contract/types";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { pagePathOf, ruleTrail } from "./rule-path.ts";
import { useShellPages } from "./shell-page.ts";
import { closeOtherTabs, closeTab, openTab, type TabsState } from "./tab-state.ts";

/** The tab bar's state, following the router: every visited shell page opens (or activates) a tab. */
export function useShellTabs(menus: MenuRule[], fallbackTitle: (path: string) => string) {
  const navigate = useNavigate();
  const pageOf = useShellPages();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const path = pagePathOf(pathname);
  const trail = useMemo(() => ruleTrail(menus, path), [menus, path]);
  const [state, setState] = useState<TabsState>({ tabs: [], active: "" });
  const [versions, setVersions] = useState<Record<string, number>>({});
  const title = trail.at(-1)?.title ?? fallbackTitle(path);

  useEffect(() => {
    if (path) setState((s) => openTab(s, { path, title }));
  }, [path, title]);

  const go = (to: string) => void navigate({ to: `/admin/${to}` });
  const transient = useMemo(() => {
    const set = new Set<string>();
    const walk = (rules: MenuRule[]) => {
      for (const r of rules) {
        if (r.type === "menu" && r.keepalive === 0) set.add(r.path.replace(/^\/+/, ""));
        walk(r.children);
      }
    };
    walk(menus);
    return set;
  }, [menus]);

  return {
    state,
    path,
    trail,
    transient,
    versions,
    /** The current path is one of the shell's own pages (rendered kept alive, not by the Outlet). */
    ownPage: pageOf(path) !== undefined,
    select: (to: string) => (to === path ? undefined : go(to)),
    close: (to: string) => {
      const next = closeTab(state, to);
      setState(next);
      if (next.active !== path) go(next.active);
    },
    closeOthers: () => setState((s) => closeOtherTabs(s, path)),
    refresh: () => setVersions((v) => ({ ...v, [path]: (v[path] ?? 0) + 1 })),
  };
}
