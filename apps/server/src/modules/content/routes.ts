/**
 * The preview of an article by the admins who may edit it.
 * Its module.ts registers them from here; other code uses the module through index.ts.
 */
export * from "./article-preview.ts";
