import { designProblems } from "@corp/domain/crud-design/design-problems";
import type { TableDesign } from "@corp/domain/crud-design/design-schema";
import { archiveSchemaOf, designedRuleOf } from "@corp/domain/crud-design/identifiers";
import { type MigrationPlan, planAlter, planCreate } from "@corp/domain/crud-design/plan";
import { newRelationNames } from "@corp/domain/crud-design/relation-names";
import type { MessageKey } from "@corp/domain/messages";
import type { TRPCError } from "@trpc/server";
import type { AdminContext } from "../../admin/crud/context.ts";
import type { Trx } from "../../admin/crud/crud-operations.ts";
import { refused } from "../../admin/crud/errors.ts";
import { nowSeconds } from "../../envelope.ts";
import { runOps } from "./ddl.ts";
import { addDesignedRecycleRule } from "./designed-recycle-rule.ts";
import { upsertDesignedRules } from "./designed-rules.ts";
import {
  type DesignedTable,
  designedTableExists,
  liveTable,
  logColumnsOf,
  nextMigrationId,
  productTableNames,
  takenDesignedNames,
} from "./registry.ts";

/** PostgreSQL's refusals of a schema change that existing rows cannot follow. */
const DATA_REFUSALS: Record<string, MessageKey> = {
  "22001": "crudDataTooLong",
  "23502": "crudDataHasEmpty",
  "23505": "crudDataHasDuplicates",
  "22003": "crudDataOutOfRange",
  "23514": "crudDataDoesNotFit",
  "22P02": "crudDataDoesNotFit",
};

/** The catalogue message of a change the data refused, or undefined for any other failure. */
export function dataRefusal(error: unknown): MessageKey | undefined {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" ? DATA_REFUSALS[code] : undefined;
}

/** PostgreSQL's refusals of a name another relation or type holds: duplicate_table, duplicate_object. */
const NAME_TAKEN_CODES = new Set(["42P07", "42710"]);

/**
 * The refusal of a schema change that met a name taken after the check before it (another admin's change
 * in between), or undefined for any other failure. PostgreSQL quotes the name in its message; `fallback`
 * names the table when it does not.
 */
export function nameTakenRefusal(error: unknown, fallback: string): TRPCError | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== "string" || !NAME_TAKEN_CODES.has(code)) return undefined;
  const quoted = typeof message === "string" ? /"([^"]+)"/.exec(message)?.[1] : undefined;
  return refused("crudNameTaken", { name: quoted ?? fallback });
}

export type GenerateInput = { design: TableDesign; baseLogId: number | null };
export type Generated = { logId: number; tableId: number; path: string; migrationId: number | null };

async function checkDesign(ctx: AdminContext, input: GenerateInput): Promise<DesignedTable | undefined> {
  const db = ctx.services.db;
  const { design, baseLogId } = input;
  const live = await liveTable(db, design.name);
  if (live && live.logId !== baseLogId) {
    throw refused(baseLogId === null ? "crudTableExists" : "crudDesignChanged", { name: design.name });
  }
  const [problem] = designProblems(design, {
    before: live?.design ?? null,
    productTables: await productTableNames(db),
  });
  if (problem) throw refused(problem.key, problem.params);
  // A table in the designed schema the registry does not know is not the designer's to take over.
  if (!live && (await designedTableExists(db, design.name)))
    throw refused("crudTableExists", { name: design.name });
  // An index of another table, a sequence or a view may hold the new table's name or one of its indexes'.
  const [taken] = await takenDesignedNames(db, newRelationNames(design, live?.design ?? null));
  if (taken) throw refused("crudNameTaken", { name: taken });
  return live;
}

/** Writes the table, its migration row, its registry row and its rules; all or nothing. */
async function apply(trx: Trx, ctx: AdminContext, input: GenerateInput, logId: number): Promise<Generated> {
  const { design } = input;
  const now = nowSeconds();
  const live = await liveTable(trx, design.name, true);
  if ((live?.logId ?? null) !== input.baseLogId) throw refused("crudDesignChanged");
  let tableId: number;
  let plan: MigrationPlan;
  const migrationId = await nextMigrationId(trx);
  if (live) {
    tableId = live.id;
    plan = planAlter(live.design, design, migrationId);
  } else {
    const created = await trx
      .insertInto("crud_table")
      .values({
        name: design.name,
        design: JSON.stringify(design),
        log_id: logId,
        create_time: now,
        update_time: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    tableId = created.id;
    plan = planCreate(design, archiveSchemaOf(tableId));
  }
  await runOps(trx, design.name, plan.up);
  const recorded = plan.up.length > 0;
  if (recorded) {
    await trx
      .insertInto("crud_migration")
      .values({
        id: migrationId,
        table_id: tableId,
        name: live ? "alter" : "create",
        up: JSON.stringify(plan.up),
        down: JSON.stringify(plan.down),
        before_log_id: live?.logId ?? null,
        log_id: logId,
        admin_id: ctx.admin.id,
        create_time: now,
      })
      .execute();
  }
  await trx
    .updateTable("crud_table")
    .set({ design: JSON.stringify(design), log_id: logId, update_time: now })
    .where("id", "=", tableId)
    .execute();
  await upsertDesignedRules(trx, design);
  if (!live) await addDesignedRecycleRule(trx, design);
  await trx
    .updateTable("crud_log")
    .set({ status: "success", sync: 1, table_id: tableId })
    .where("id", "=", logId)
    .execute();
  return { logId, tableId, path: designedRuleOf(design.name), migrationId: recorded ? migrationId : null };
}

/**
 * Generates a design: creates its table, or brings the live one to it, in one transaction with the
 * migration row that records the change, the registry's design and the page's rules; the page then
 * follows the new design at once. The design log row is written first and ends as success or error,
 * as BuildAdmin keeps it. Data the change cannot carry (too long, empty, duplicate, out of range) refuses
 * the whole change with its message.
 */
export async function generateDesign(ctx: AdminContext, input: GenerateInput): Promise<Generated> {
  const live = await checkDesign(ctx, input);
  const db = ctx.services.db;
  const { table, fields, ...columns } = logColumnsOf(input.design);
  const log = await db
    .insertInto("crud_log")
    .values({
      ...columns,
      table: JSON.stringify(table),
      fields: JSON.stringify(fields),
      status: "start",
      connection: "default",
      table_id: live?.id ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  try {
    return await db.transaction().execute((trx) => apply(trx, ctx, input, log.id));
  } catch (error) {
    await db.updateTable("crud_log").set({ status: "error" }).where("id", "=", log.id).execute();
    const key = dataRefusal(error);
    throw key ? refused(key) : (nameTakenRefusal(error, input.design.name) ?? error);
  }
}
