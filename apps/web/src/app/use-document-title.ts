import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { composeDocumentTitle } from "../i18n/page-title.ts";
import { useSiteIndex } from "./use-site-data.ts";

/** Keeps document.title at "<page title> - <site name>" for the deepest route that names itself. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const titleKey = useRouterState({
    select: (state) => state.matches.findLast((match) => match.staticData.title)?.staticData.title,
  });
  const siteName = useSiteIndex()?.site.siteName;
  const pageTitle = titleKey ? t(`pageTitle.${titleKey}`) : undefined;
  useEffect(() => {
    document.title = composeDocumentTitle(pageTitle, siteName);
  }, [pageTitle, siteName]);
}
