/**
 * The data-security pages' BuildAdmin dialect: the recycle bin's and the sensitive-data log's rows as its
 * views read them. Its module.ts registers it from here; other code uses the module through
 * index.ts.
 */
export * from "./dialect.ts";
