import { defineModule } from "../../http/define-module.ts";
import { publicCacheRules } from "./index.ts";
import { indexRoutes, portalRoutes, redirects, searchRoutes, sitemaps } from "./routes.ts";
import { webApp } from "./web-app.ts";

/**
 * The public site: its pages, /api/index, /api/portal/*, /api/search, the sitemaps, view counts and
 * redirects.
 */
export const siteModule = defineModule({
  name: "site",
  start: (app, services) => {
    // Every route's address is the site's own: no redirect rule may take it.
    app.addHook("onRoute", (route) => services.reservedAddresses.addRoute(route.url));
    // Views counted in memory are stored before the database closes.
    app.addHook("onClose", () => services.views.flush());
  },
  // Old paths are moved before a cached answer or a route is looked for.
  requestHooks: redirects,
  cacheRules: (services) => publicCacheRules(services.views),
  routes: async (app, services) => {
    indexRoutes(app, services);
    portalRoutes(app, services);
    searchRoutes(app, services);
    await app.register(sitemaps, {
      db: services.db,
      ...(services.env.SITE_URL ? { siteUrl: services.env.SITE_URL } : {}),
    });
  },
  // Public pages rendered by the web build, and the shell of the admin and member apps.
  web: webApp,
});
