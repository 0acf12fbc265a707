import { collectionOfDesign } from "@corp/domain/crud-design/design-collection";
import type { TableDesign } from "@corp/domain/crud-design/design-schema";
import { designedRuleOf, isTableName } from "@corp/domain/crud-design/identifiers";
import { rowInputSchema } from "@corp/domain/crud-design/row-schema";
import { TRPCError } from "@trpc/server";
import type { z } from "zod";
import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { writeRow } from "../../admin/crud/collection-write.ts";
import type { AdminContext } from "../../admin/crud/context.ts";
import { crudOperations, type Trx } from "../../admin/crud/crud-operations.ts";
import { loose } from "../../admin/crud/query.ts";
import type { TrpcContext } from "../../admin/trpc/context.ts";
import { adminProcedureFor, router } from "../../admin/trpc/trpc.ts";
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

function parseRow(design: TableDesign, mode: "add" | "edit", row: unknown): Record<string, unknown> {
  const result = rowInputSchema(design, mode).safeParse(row);
  if (!result.success) throw new TRPCError({ code: "BAD_REQUEST", cause: result.error });
  return result.data as Record<string, unknown>;
}

/**
 * What a designed table adds to the collection engine's write: a new row of a drag-sorted table goes to
 * the top, as BuildAdmin places it.
 */
function designedHooks(design: TableDesign, table: string): CollectionHooks {
  if (!design.fields.some((f) => f.type === "weigh")) return {};
  return {
    afterWrite: async (trx, id, values, _ctx, created) => {
      if (created && !values.weigh)
        await loose(trx).updateTable(table).set({ weigh: id }).where("id", "=", id).execute();
    },
  };
}

/** Writes a row of a designed table (`id` 0: a new one) as the collection engine writes a product table's. */
function writeDesigned(
  trx: Trx,
  design: TableDesign,
  id: number,
  values: Record<string, unknown>,
  ctx: AdminContext,
) {
  const collection = collectionOfDesign(design);
  return writeRow(trx, collection, designedHooks(design, collection.table), id, values, ctx);
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
      return ops.add(ctx, (trx) => writeDesigned(trx, design, 0, values, ctx));
    }),
  edit: page("edit")
    .input(designedRowInput.required({ id: true }))
    .mutation(async ({ ctx, input }) => {
      const { design, ops } = await opsOf(ctx, input.table);
      const values = parseRow(design, "edit", input.row);
      const id = input.id as number;
      return ops.edit(ctx, id, async (trx) => {
        await writeDesigned(trx, design, id, values, ctx);
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
