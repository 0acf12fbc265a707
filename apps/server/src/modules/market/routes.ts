/**
 * /admin/module/* and what enabled modules serve.
 * Its module.ts registers them from here; other code uses the module through index.ts.
 */
export * from "./api/module.ts";
export * from "./api/module-public.ts";
