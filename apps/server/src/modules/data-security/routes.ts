/**
 * The data-security pages' BuildAdmin dialect: the recycle bin's and the sensitive-data log's rows as its
 * views read them. The server registers it from here (app.ts); other code uses the module through
 * index.ts.
 */
export * from "./dialect.ts";
