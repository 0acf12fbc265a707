/**
 * The public site's pages: their data, rendering memo, cache rules and view counts.
 * Other code uses the module through this file, its routes.ts and its router.ts only
 * (.dependency-cruiser.cjs).
 */
export * from "./article-views.ts";
export * from "./boot-data.ts";
export * from "./load-public-page.ts";
export * from "./public-cache-rules.ts";
export * from "./public-page-data.ts";
export * from "./redirect-rules.ts";
export * from "./reserved-addresses.ts";
export * from "./versioned-memo.ts";
export * from "./view-counter.ts";
