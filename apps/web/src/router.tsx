import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { ADMIN_BASE, adminEntry, routedPath, shownPath } from "./app/admin-entry.ts";
import type { PageTitleKey } from "./i18n/page-title.ts";
import { routeTree } from "./routeTree.gen.ts";

/** What every route's loader receives: the query cache of this browser tab, or of this server render. */
export type RouterContext = { queryClient: QueryClient };

export function createAppRouter(
  queryClient: QueryClient,
  history?: RouterHistory,
  entry: string = adminEntry,
) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    // A moved admin entry (SPEC §7): the browser shows the entry, the routes stay those of /admin.
    ...(entry === ADMIN_BASE
      ? {}
      : {
          rewrite: {
            input: ({ url }: { url: URL }) => {
              url.pathname = routedPath(url.pathname, entry);
              return url;
            },
            output: ({ url }: { url: URL }) => {
              url.pathname = shownPath(url.pathname, entry);
              return url;
            },
          },
        }),
    // Preloading on hover fetches a route's chunk early; admin links never appear on public pages,
    // so this cannot pull the admin chunks into a visitor's browser.
    defaultPreload: "intent",
    // Loaders fill the query cache, whose own staleTime decides when to fetch again.
    defaultPreloadStaleTime: 0,
    // Route changes scroll with the 1000 ms animation of SPEC §2 instead of jumping.
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page's title key; document.title becomes "<title> - <site name>". */
    title?: PageTitleKey;
  }
}
