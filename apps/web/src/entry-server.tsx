import { defaultLang, type Lang } from "@corp/domain/lang";
import { parseArticleId } from "@corp/domain/public-pages";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { dehydrate, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { queries, withServerFetch } from "./app/api.server.ts";
import type { ServerRenderState } from "./app/server-render-state.ts";
import { portalQueries } from "./features/public/content/portal-queries.ts";
import { setServerOrigin } from "./features/public/site/site-origin.ts";
import { currentLanguage, i18n, loadLanguage } from "./i18n/i18n.ts";
import { createAppRouter } from "./router.tsx";
import { pageHead } from "./ssr/page-head.ts";
import { ThemeProvider } from "./theme/provider.tsx";

export type RenderRequest = {
  /** Path and query of the page. */
  url: string;
  origin: string;
  /** Answers the API calls of the render (the server, in process). */
  fetch: (request: Request) => Promise<Response>;
  /** The visitor's language (their `lang` cookie). */
  lang?: Lang;
};

export type RenderResult = {
  status: number;
  /** The app's markup for <div id="root">. */
  html: string;
  /** <title> text and the other head elements. */
  title: string;
  head: string;
  /** JSON of the query data the client hydrates from. */
  state: string;
  /** Where a redirect (status 302) leads. */
  location?: string;
};

const NOT_FOUND_PATH = "/404";

function freshQueryClient(): QueryClient {
  // Nothing is fetched again during a render; errors become the route's own error or 404 page.
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

async function renderOnce(url: string) {
  const queryClient = freshQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await Promise.all([
    queryClient.prefetchQuery(queries.common()),
    queryClient.prefetchQuery(queries.siteIndex(0)),
  ]);
  await router.load();
  const result = router._serverResult;
  const redirect = result?.type === "redirect" ? result.redirect : undefined;
  // The catch-all route (SPEC §2: unknown paths go to /404) answers with the 404 page itself.
  const unknown = router.getMatchedRoutes(router.state.location.pathname)[2]?.id === "/$";
  return {
    queryClient,
    router,
    unknown,
    redirect: redirect ? (redirect.headers.get("Location") ?? redirect.options.href ?? "/") : undefined,
    status: result?.type === "render" ? result.status : 200,
  };
}

/** Renders a public page to HTML with the data it shows, its head for search engines, and its status. */
export async function render(request: RenderRequest): Promise<RenderResult> {
  setServerOrigin(request.origin);
  const lang = request.lang ?? defaultLang;
  await loadLanguage(lang);
  return withServerFetch(request.fetch, lang, async () => {
    let page = await renderOnce(request.url);
    let status = page.status;
    if (page.unknown) {
      page = await renderOnce(NOT_FOUND_PATH);
      status = 404;
    } else if (page.redirect) {
      return { status: 302, location: page.redirect, html: "", title: "", head: "", state: "" };
    }
    const { queryClient, router } = page;
    const { matches, location } = router.state;
    const isNotFound = status === 404 || matches.some((m) => m.status === "notFound");
    if (isNotFound) status = 404;
    const styles = createCache({ key: "css" });
    // Collect the styles instead of writing them beside each element: they go into <head>, where the
    // browser's cache (same key) adopts them, so hydration meets exactly the markup React expects.
    styles.compat = true;
    // i18next's language is one for the process: set it just before the synchronous render, since
    // another render may have set its own while this one waited for its data.
    while (currentLanguage() !== lang) await i18n.changeLanguage(lang);
    const rendered = renderToString(
      <CacheProvider value={styles}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <RouterProvider router={router} />
          </ThemeProvider>
        </QueryClientProvider>
      </CacheProvider>,
    );
    // React writes preload hints for the page's images ahead of the markup: they belong in <head>.
    const hints = /^(?:<link [^>]*>)+/.exec(rendered)?.[0] ?? "";
    const html = rendered.slice(hints.length);
    const rules = Object.entries(styles.inserted).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    );
    const styleTag = `<style data-emotion="css ${rules.map(([name]) => name).join(" ")}">${rules.map(([, css]) => css).join("")}</style>`;
    const site = queryClient.getQueryData(queries.siteIndex(0).queryKey)?.site;
    const titleKey = matches.findLast((m) => m.staticData.title)?.staticData.title;
    const articleMatch = matches.find((m) => m.routeId === "/(public)/article/$id");
    const articleId = parseArticleId(
      articleMatch?.params && "id" in articleMatch.params ? articleMatch.params.id : undefined,
    );
    const article =
      !isNotFound && articleId !== undefined
        ? queryClient.getQueryData(portalQueries.article(articleId).queryKey)
        : undefined;
    const metaPath = isNotFound ? NOT_FOUND_PATH : location.pathname;
    const meta = await queryClient.fetchQuery(portalQueries.meta(metaPath)).catch(() => undefined);
    const t = i18n.getFixedT(lang);
    const head = pageHead({
      origin: request.origin,
      pathname: isNotFound ? NOT_FOUND_PATH : location.pathname,
      search: location.search as Record<string, unknown>,
      pageTitle: article?.title ?? (titleKey ? t(`pageTitle.${titleKey}`) : ""),
      homeTitle: t("pageTitle.home"),
      site,
      meta,
      article,
      lang,
    });
    const state: ServerRenderState = { lang, queries: dehydrate(queryClient) };
    return {
      status,
      html,
      title: head.title,
      head: `${hints}\n    ${styleTag}\n    ${head.tags}`,
      state: JSON.stringify(state).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026"),
    };
  });
}
