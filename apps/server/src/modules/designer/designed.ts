import { sanitizeRichHtml } from "@corp/db/rich-html";
import type { TableDesign } from "@corp/domain/crud-design/design-schema";
import { designedRuleOf, isTableName } from "@corp/domain/crud-design/identifiers";
import { rowInputSchema } from "@corp/domain/crud-design/row-schema";
import { storageBaseOf } from "@corp/domain/crud-design/storage";
import { TRPCError } from "@trpc/server";
import { sql } from "kysely";
import type { z } from "zod";
import type { AdminContext } from "../../admin/crud/context.ts";
import { crudOperations, type Trx } from "../../admin/crud/crud-operations.ts";
import { loose } from "../../admin/crud/query.ts";
import type { TrpcContext } from "../../admin/trpc/context.ts";
import { adminProcedureFor, router } from "../../admin/trpc/trpc.ts";
import { nowSeconds } from "../../envelope.ts";
import { AppError } from "../../errors.ts";
import {
  designedExportInput,
  designedIdInput,
  designedIdsInput,
  designedIndexInput,
  designedRowInput,
  designedSortableInput,
  designedTableInput,
} from "./designed.schema.ts";
import { designedTarget } from "./designed-target.ts";
import { liveTable } from "./registry.ts";

const unknownTable = () =>
  new TRPCError({ code: "NOT_FOUND", cause: new AppError({ key: "tableUnknown", status: 404 }) });

async function designOf(ctx: TrpcContext, table: unknown): Promise<TableDesign> {
  const name = typeof table === "string" ? table : "";
  const live = isTableName(name) ? await liveTable(ctx.services.db, name) : undefined;
  if (!live) throw unknownTable();
  return live.design;
}

/**
 * A procedure of a designed table's page: the table comes from the input, the node is that page's
 * (`designed/<table>/<action>`), checked once the session is, and the design is read afresh each call,
 * so a change of design applies to the next request of every server process.
 */
const page = (action: string) =>
  adminProcedureFor(`designed/<table>/${action}`, async (raw, ctx) => {
    const table = typeof raw === "object" && raw !== null ? (raw as { table?: unknown }).table : undefined;
    const design = await designOf(ctx, table);
    return `${designedRuleOf(design.name)}/${action}`;
  });

const opsOf = async (ctx: AdminContext, table: string) => {
  const design = await designOf(ctx, table);
  return { design, ops: crudOperations(designedTarget(design)) };
};

/** A form's values as the columns take them: lists as JSON, rich text sanitised. */
function columnValues(design: TableDesign, values: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const field of design.fields) {
    if (!Object.hasOwn(values, field.name)) continue;
    const value = values[field.name];
    const base = storageBaseOf(field);
    if (value !== null && (base === "jsonb-strings" || base === "jsonb-pairs"))
      out[field.name] = JSON.stringify(value);
    else if (field.type === "editor" && typeof value === "string") out[field.name] = sanitizeRichHtml(value);
    else out[field.name] = value;
  }
  return out;
}

function parseRow(design: TableDesign, mode: "add" | "edit", row: unknown): Record<string, unknown> {
  const result = rowInputSchema(design, mode).safeParse(row);
  if (!result.success) throw new TRPCError({ code: "BAD_REQUEST", cause: result.error });
  return result.data as Record<string, unknown>;
}

async function insertRow(trx: Trx, design: TableDesign, values: Record<string, unknown>): Promise<number> {
  const db = loose(trx);
  const table = designedTarget(design).table;
  const written = columnValues(design, values);
  const { id } = await db
    .insertInto(table)
    .values(Object.keys(written).length > 0 ? written : { id: sql`default` })
    .returning("id")
    .executeTakeFirstOrThrow();
  // A new row of a drag-sorted table goes to the top, as BuildAdmin places it.
  if (design.fields.some((f) => f.type === "weigh") && !written.weigh) {
    await db.updateTable(table).set({ weigh: id }).where("id", "=", id).execute();
  }
  return Number(id);
}

/**
 * The pages of designed tables (`designed.*` over tRPC; `/admin/designed/<table>/<action>` and
 * `/admin/designed.<table>/<action>` over REST): the generic CRUD on the table the design describes,
 * its form checked by the schema built from the design, every write in the admin log.
 */
export const designedRouter = router({
  design: page("index")
    .input(designedTableInput)
    .query(async ({ ctx, input }) => {
      const design = await designOf(ctx, input.table);
      return { design, path: designedRuleOf(design.name) };
    }),
  index: page("index")
    .input(designedIndexInput)
    .query(async ({ ctx, input }) => (await opsOf(ctx, input.table)).ops.page(ctx, input)),
  exportCsv: page("index")
    .input(designedExportInput)
    .query(async ({ ctx, input }) => (await opsOf(ctx, input.table)).ops.exportCsv(ctx, input)),
  get: page("edit")
    .input(designedIdInput)
    .query(async ({ ctx, input }) => (await opsOf(ctx, input.table)).ops.loadOne(ctx, input.id)),
  add: page("add")
    .input(designedRowInput)
    .mutation(async ({ ctx, input }) => {
      const { design, ops } = await opsOf(ctx, input.table);
      const values = parseRow(design, "add", input.row);
      return ops.add(ctx, (trx) => insertRow(trx, design, values));
    }),
  edit: page("edit")
    .input(designedRowInput.required({ id: true }))
    .mutation(async ({ ctx, input }) => {
      const { design, ops } = await opsOf(ctx, input.table);
      const values = columnValues(design, parseRow(design, "edit", input.row));
      const table = designedTarget(design).table;
      if (design.timestamps) values.update_time = nowSeconds();
      return ops.edit(ctx, input.id as number, async (trx) => {
        if (Object.keys(values).length === 0) return;
        await loose(trx)
          .updateTable(table)
          .set(values)
          .where("id", "=", input.id as number)
          .execute();
      });
    }),
  del: page("del")
    .input(designedIdsInput)
    .mutation(async ({ ctx, input }) => (await opsOf(ctx, input.table)).ops.del(ctx, input.ids)),
  sortable: page("sortable")
    .input(designedSortableInput)
    .mutation(async ({ ctx, input }) => (await opsOf(ctx, input.table)).ops.sortable(ctx, input)),
});

export type DesignedRowInput = z.input<typeof designedRowInput>;
