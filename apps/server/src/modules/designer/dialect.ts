import type { Dialect } from "../../routes/admin/buildadmin/dialect.ts";

/**
 * BuildAdmin's CRUD view lists its design log from its own controller (`GET /admin/crud.Log/index`,
 * quick search on id and table name): here the log is the designer's collection (crud/crud), so the list
 * is the designer's, with the same query.
 */
export const designerDialect: Dialect = {
  actions: {
    "crud.log get index": async (input, call) => ({ data: await call("crud.crud.index", input) }),
  },
};
