import { type Dialect, record } from "../../http/buildadmin-dialect.ts";

/**
 * BuildAdmin's CRUD view lists its design log from its own controller (`GET /admin/crud.Log/index`,
 * quick search on the table name): here the log is the designer's collection (crud/crud), so the list
 * is the designer's, with the same query. Its log dialog prints each row's table as
 * `row.table.databaseConnection` and `row.table.name`, an object its own log keeps (here the design's
 * settings stay on the server), so each row carries that object, the default connection named "" as
 * its own form names it.
 */
export const designerDialect: Dialect = {
  actions: {
    "crud.log get index": async (input, call) => {
      const listed = record(await call("crud.crud.index", input));
      const rows = Array.isArray(listed.list) ? (listed.list as Record<string, unknown>[]) : [];
      return {
        data: {
          ...listed,
          list: rows.map((row) => ({
            ...row,
            table: {
              name: row.table_name ?? "",
              databaseConnection: row.connection === "default" ? "" : (row.connection ?? ""),
            },
          })),
        },
      };
    },
  },
};
