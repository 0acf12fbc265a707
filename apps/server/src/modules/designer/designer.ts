import { crudLog } from "@corp/domain/collections/designer/crud-log";
import { tableDesign } from "@corp/domain/crud-design/design-schema";
import { designFromColumns } from "@corp/domain/crud-design/from-columns";
import { DESIGNED_SCHEMA, isTableName } from "@corp/domain/crud-design/identifiers";
import { sql } from "kysely";
import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { collectionRouter } from "../../admin/crud/collection-router.ts";
import { notFound, refused } from "../../admin/crud/errors.ts";
import { idsInput } from "../../admin/crud/search-input.schema.ts";
import { adminProcedure, mergeRouters, router } from "../../admin/trpc/trpc.ts";
import { knownTable, tableList } from "../../services/table-info.ts";
import { catalogueColumns } from "./catalogue-columns.ts";
import { dropTableInput, fromTableInput, generateInput, logStartInput } from "./crud.schema.ts";
import { generateDesign } from "./generate.ts";
import { designOfLog, liveTable } from "./registry.ts";
import { dropDesignedTable, restoreFromLog } from "./revert.ts";

/** `live`: the row is the current design of a table, which editing alters and dropping removes. */
const crudLogHooks: CollectionHooks = {
  decorate: async (rows, ctx) => {
    const ids = rows.map((r) => Number(r.id));
    const live =
      ids.length === 0
        ? []
        : await ctx.services.db
            .selectFrom("crud_table")
            .select("log_id")
            .where("status", "=", "active")
            .where("log_id", "in", ids)
            .execute();
    const current = new Set(live.map((r) => r.log_id));
    return rows.map((row) => ({ ...row, live: current.has(Number(row.id)) }));
  },
};

/** The designed tables that are live, for the "start from a table" choice. */
async function designedTables(ctx: { services: { db: Parameters<typeof liveTable>[0] } }) {
  const rows = await ctx.services.db
    .selectFrom("crud_table")
    .select(["name", "design"])
    .where("status", "=", "active")
    .orderBy("name")
    .execute();
  return rows.map((r) => ({
    table: `${DESIGNED_SCHEMA}.${r.name}`,
    comment: tableDesign.parse(r.design).title,
  }));
}

/**
 * crud/crud: the CRUD designer. Designs are generated into tables of the `designed` schema with their
 * admin pages at once (no files, no build); the log reopens a table's design, copies one, deletes a
 * record, drops a table after its name is typed (to an archive the log restores).
 */
export const crudDesignerRouter = mergeRouters(
  collectionRouter(crudLog, crudLogHooks),
  router({
    /** Creates the table of a new design, or brings a generated table to its edited design. */
    generate: adminProcedure("crud/crud/generate")
      .input(generateInput)
      .mutation(({ ctx, input }) => generateDesign(ctx, input)),

    /**
     * The design of a log row: to edit, when it is the live design of its table (generating then alters
     * the table); else to copy, as a new table (a dropped table's name may be taken again).
     */
    logStart: adminProcedure("crud/crud/logStart")
      .input(logStartInput)
      .query(async ({ ctx, input }) => {
        const log = await ctx.services.db
          .selectFrom("crud_log")
          .select(["id", "table", "fields", "table_name"])
          .where("id", "=", input.id)
          .executeTakeFirst();
        if (!log) throw notFound();
        const design = designOfLog(log);
        const live = await liveTable(ctx.services.db, design.name);
        const editing = live?.logId === log.id;
        return { design, baseLogId: editing ? log.id : null, live: Boolean(live), editing };
      }),

    /** A design drafted from a product table's or a designed table's columns, under a new name. */
    fromTable: adminProcedure("crud/crud/index")
      .input(fromTableInput)
      .query(async ({ ctx, input }) => {
        const db = ctx.services.db;
        const designed = input.table.startsWith(`${DESIGNED_SCHEMA}.`);
        const name = designed ? input.table.slice(DESIGNED_SCHEMA.length + 1) : input.table;
        const found = designed
          ? isTableName(name) && (await liveTable(db, name))
          : await knownTable(db, name);
        if (!found) throw refused("tableUnknown");
        const schema = designed ? DESIGNED_SCHEMA : "public";
        const { rows } = await sql<{ comment: string | null }>`
        select obj_description(format('%I.%I', ${schema}::text, ${name}::text)::regclass, 'pg_class') as comment
      `.execute(db);
        return designFromColumns(
          input.table,
          rows[0]?.comment ?? "",
          await catalogueColumns(db, schema, name),
        );
      }),

    /** The tables a design may start from: the product's and the designed ones. */
    tables: adminProcedure("crud/crud/index").query(async ({ ctx }) => ({
      product: await tableList(ctx.services.db),
      designed: await designedTables(ctx),
    })),

    /** Drops a designed table once its name is typed: its rows go to an archive the log restores. */
    dropTable: adminProcedure("crud/crud/delete")
      .input(dropTableInput)
      .mutation(async ({ ctx, input }) => {
        const live = isTableName(input.table) ? await liveTable(ctx.services.db, input.table) : undefined;
        if (!live) throw refused("tableUnknown");
        return dropDesignedTable(ctx, live, input.confirm);
      }),

    /** Brings a dropped table back from its archive, with its last design and its page. */
    restore: adminProcedure("crud/crud/generate")
      .input(logStartInput)
      .mutation(({ ctx, input }) => restoreFromLog(ctx, input.id)),

    /** Deletes log records; the live design of a table stays (drop the table first). */
    delLog: adminProcedure("crud/crud/delete")
      .input(idsInput)
      .mutation(async ({ ctx, input }) => {
        const db = ctx.services.db;
        const live = await db
          .selectFrom("crud_table")
          .select("log_id")
          .where("status", "=", "active")
          .where("log_id", "in", input.ids)
          .executeTakeFirst();
        if (live) throw refused("crudLogInUse");
        const result = await db.deleteFrom("crud_log").where("id", "in", input.ids).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) throw refused("noRowsDeleted");
        return { count: Number(result.numDeletedRows) };
      }),
  }),
);
