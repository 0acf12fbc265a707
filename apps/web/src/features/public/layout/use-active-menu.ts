import type { PublicMenuItem } from "@corp/contract/types";
import { addressLanguage } from "@corp/domain/language-address";
import { usePublicPage } from "../page/page-context.tsx";
import { activeMenuTrail, menuQuery } from "./active-menu.ts";

/** The menu trail of the page being rendered, top level first. */
export function useActiveMenu(): PublicMenuItem[] {
  const { page } = usePublicPage();
  return activeMenuTrail(
    page.common.menuArr,
    menuQuery(page.search).mid,
    addressLanguage(page.pathname).path,
  );
}
