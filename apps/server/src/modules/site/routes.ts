/**
 * The public site's API (/api/index, /api/portal/*, /api/search), its sitemaps and its redirects.
 * Its module.ts registers them from here; other code uses the module through index.ts.
 */
export * from "./api/api-index.ts";
export * from "./api/portal.ts";
export * from "./api/search.ts";
export * from "./redirects.ts";
export * from "./sitemaps.ts";
