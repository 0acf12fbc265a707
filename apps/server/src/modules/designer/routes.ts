/**
 * The designer's BuildAdmin dialect (its design log's list) and BuildAdmin's designer calls
 * (`/admin/crud.Crud/*`). Its module.ts registers them from here; other code
 * uses the module through its routers.
 */
export * from "./buildadmin-crud.ts";
export * from "./dialect.ts";
