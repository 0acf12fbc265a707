import { collectButtonNodes, isAllowed } from "@corp/domain/permission";
import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { queries } from "../../app/api.ts";
import { useStore } from "../../lib/store/persistent-store.ts";
import { adminSession } from "../auth/admin-session.ts";

/** The page path whose button nodes guard the elements below (e.g. "auth/admin"). */
const PagePathContext = createContext("");

export function PagePermissions({ path, children }: { path: string; children: ReactNode }) {
  return <PagePathContext.Provider value={path}>{children}</PagePathContext.Provider>;
}

/** The path of the shell page being rendered ("designed/product"): a page that serves many paths reads it. */
export function usePagePath(): string {
  return useContext(PagePathContext);
}

/** The button nodes of the current page among the rules the admin was given (a super admin: every rule). */
function usePageNodes(): ReadonlySet<string> {
  const path = useContext(PagePathContext);
  const menus = useQuery(queries.adminIndex()).data?.menus;
  return useMemo(() => collectButtonNodes(menus ?? []).get(path) ?? new Set<string>(), [menus, path]);
}

/** The admin is a super admin: what only he may do (the terminal, installing modules) is his. */
export function useIsSuperAdmin(): boolean {
  return useStore(adminSession)?.super === true;
}

/** `can("auth/admin/edit")`: the node is a button of the current page, or the admin is super. */
export function useCan(): (node: string) => boolean {
  const nodes = usePageNodes();
  const isSuper = useStore(adminSession)?.super === true;
  return (node: string) => isAllowed(node, nodes, isSuper);
}

/**
 * `offers("auth/adminLog/del")`: the page has that button at all (ADR 0006: a controller offers only the
 * actions its page has buttons for). A super admin holds every node, so this tells him which actions
 * exist; the menus he gets list every button.
 */
export function useOffers(): (node: string) => boolean {
  const nodes = usePageNodes();
  const isSuper = useStore(adminSession)?.super === true;
  return (node: string) => !isSuper || nodes.has(node);
}

/** Renders its children only when the admin holds `node` on the current page (SPEC §6). */
export function Can({ node, children }: { node: string; children: ReactNode }) {
  const can = useCan();
  return can(node) ? children : null;
}
