/**
 * The dashboard's BuildAdmin dialect.
 * The server registers them from here (app.ts); other code uses the module through index.ts.
 */
export * from "./dialect.ts";
