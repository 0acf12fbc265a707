import type { PublicMenuItem } from "@corp/contract/types";
import { useRouterState } from "@tanstack/react-router";
import { useCommonData } from "../site/use-site-data.ts";
import { activeMenuTrail, menuQuery } from "./active-menu.ts";

/** The menu trail of the current page, top level first. */
export function useActiveMenu(): PublicMenuItem[] {
  const menus = useCommonData()?.menuArr ?? [];
  const { pathname, search } = useRouterState({
    select: (state) => ({ pathname: state.location.pathname, search: state.location.search }),
    structuralSharing: true,
  });
  return activeMenuTrail(menus, menuQuery(search as Record<string, unknown>).mid, pathname);
}
