import { createRouter } from "@tanstack/react-router";
import type { PageTitleKey } from "./i18n/page-title.ts";
import { routeTree } from "./routeTree.gen.ts";

export const router = createRouter({
  routeTree,
  // Preloading on hover fetches a route's chunk early; admin links never appear on public pages,
  // so this cannot pull the admin chunks into a visitor's browser.
  defaultPreload: "intent",
  // Route changes scroll with the 1000 ms animation of SPEC §2 instead of jumping.
  scrollRestoration: false,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** The page's title key; document.title becomes "<title> - <site name>". */
    title?: PageTitleKey;
  }
}
