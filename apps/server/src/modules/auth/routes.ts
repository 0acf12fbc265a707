/**
 * The admin area's login, start-up data and logout.
 * The server registers them from here (app.ts); other code uses the module through index.ts.
 */
export * from "./api/admin-index.ts";
export * from "./dialect.ts";
