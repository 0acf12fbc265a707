/**
 * The dashboard's BuildAdmin dialect.
 * Its module.ts registers them from here; other code uses the module through index.ts.
 */
export * from "./dialect.ts";
