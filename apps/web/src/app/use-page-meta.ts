import { useQueryClient } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { portalQueries } from "../features/public/content/portal-queries.ts";
import { canonicalUrl } from "../ssr/page-head.ts";

function setHeadElement(selector: string, create: () => HTMLElement, attribute: string, value: string): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

const meta = (name: string) => () => Object.assign(document.createElement("meta"), { name });

/**
 * After a navigation inside the app, the description, keywords and canonical link follow the page,
 * as the server wrote them for the first one (an article's own keywords and description first).
 */
export function usePageMeta(): void {
  const queryClient = useQueryClient();
  const { pathname, search, article } = useRouterState({
    select: (state) => {
      const data = state.matches.find((match) => match.routeId === "/(public)/article/$id")?.loaderData;
      const own =
        data && typeof data === "object" && "keywords" in data && "description" in data
          ? { keywords: String(data.keywords), description: String(data.description) }
          : undefined;
      return { pathname: state.location.pathname, search: state.location.search, article: own };
    },
    structuralSharing: true,
  });
  useEffect(() => {
    let current = true;
    void queryClient
      .fetchQuery(portalQueries.meta(pathname))
      .catch(() => undefined)
      .then((found) => {
        if (!current) return;
        const description = article?.description || found?.description || "";
        const keywords = article?.keywords || found?.keywords || "";
        setHeadElement('meta[name="description"]', meta("description"), "content", description);
        setHeadElement('meta[name="keywords"]', meta("keywords"), "content", keywords);
        setHeadElement(
          'link[rel="canonical"]',
          () => Object.assign(document.createElement("link"), { rel: "canonical" }),
          "href",
          canonicalUrl(window.location.origin, pathname, search as Record<string, unknown>),
        );
      });
    return () => {
      current = false;
    };
  }, [queryClient, pathname, search, article]);
}

/** Mounted on public pages only: the admin area and member centre have no search-engine tags. */
export function PageMeta(): null {
  usePageMeta();
  return null;
}
