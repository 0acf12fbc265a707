/**
 * /admin/module/* and what enabled modules serve.
 * The server registers them from here (app.ts); other code uses the module through index.ts.
 */
export * from "./api/module.ts";
export * from "./api/module-public.ts";
