import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSiteIndex } from "../features/public/site/use-site-data.ts";
import { composeDocumentTitle } from "../i18n/page-title.ts";

/** Keeps document.title at "<page title> - <site name>" for the deepest route that names itself. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const titleKey = useRouterState({
    select: (state) => state.matches.findLast((match) => match.staticData.title)?.staticData.title,
  });
  // An article names the page by its headline (its loader's answer), as the server-rendered title does.
  const headline = useRouterState({
    select: (state) => {
      const data = state.matches.find((match) => match.routeId === "/(public)/article/$id")?.loaderData;
      return data && typeof data === "object" && "title" in data ? String(data.title) : undefined;
    },
  });
  const siteName = useSiteIndex()?.site.siteName;
  const pageTitle = headline ?? (titleKey ? t(`pageTitle.${titleKey}`) : undefined);
  useEffect(() => {
    document.title = composeDocumentTitle(pageTitle, siteName);
  }, [pageTitle, siteName]);
}
