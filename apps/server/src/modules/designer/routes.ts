/**
 * The designer's BuildAdmin dialect (its design log's list).
 * The server registers it from here (app.ts); other code uses the module through its routers.
 */
export * from "./dialect.ts";
