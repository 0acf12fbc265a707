/**
 * The preview of an article by the admins who may edit it.
 * The server registers them from here (app.ts); other code uses the module through index.ts.
 */
export * from "./article-preview.ts";
