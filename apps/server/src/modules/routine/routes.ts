/**
 * The routine pages' BuildAdmin dialect: the settings page and the attachment library.
 * The server registers them from here (app.ts); other code uses the module through index.ts.
 */
export * from "./dialect.ts";
