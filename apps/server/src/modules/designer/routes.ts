/**
 * The designer's BuildAdmin dialect (its design log's list) and BuildAdmin's designer calls
 * (`/admin/crud.Crud/*`). The server registers them from here (app.ts, the admin ajax scope); other code
 * uses the module through its routers.
 */
export * from "./buildadmin-crud.ts";
export * from "./dialect.ts";
