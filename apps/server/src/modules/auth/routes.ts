/**
 * The admin area's login, start-up data and logout.
 * Its module.ts registers them from here; other code uses the module through index.ts.
 */
export * from "./api/admin-index.ts";
export * from "./dialect.ts";
