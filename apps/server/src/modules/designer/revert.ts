import { archiveSchemaOf, DESIGNED_SCHEMA } from "@corp/domain/crud-design/identifiers";
import { type DdlOp, planArchive } from "@corp/domain/crud-design/plan";
import type { AdminContext } from "../../admin/crud/context.ts";
import type { Trx } from "../../admin/crud/crud-operations.ts";
import { notFound, refused } from "../../admin/crud/errors.ts";
import { nowSeconds } from "../../envelope.ts";
import { runOps } from "./ddl.ts";
import { addDesignedRecycleRule, removeDesignedRecycleRules } from "./designed-recycle-rule.ts";
import { removeDesignedRules, upsertDesignedRules } from "./designed-rules.ts";
import { dataRefusal, nameTakenRefusal } from "./generate.ts";
import {
  type DesignedTable,
  designedTableById,
  designOfLog,
  liveTable,
  nextMigrationId,
} from "./registry.ts";

/** The table's archive as the log shows it: `designed_archive_7.product`. */
const archiveNameOf = (table: DesignedTable, schema: string) => `${schema}.${table.name}`;

/** The table is gone from the designed schema: registry, rules and its logs say where its rows are. */
async function markArchived(trx: Trx, table: DesignedTable, schema: string): Promise<void> {
  const now = nowSeconds();
  await trx
    .updateTable("crud_table")
    .set({ status: "archived", archive_schema: schema, update_time: now })
    .where("id", "=", table.id)
    .execute();
  await removeDesignedRules(trx, table.name);
  await removeDesignedRecycleRules(trx, table.name);
  await trx
    .updateTable("crud_log")
    .set({ status: "delete", archive_table: archiveNameOf(table, schema) })
    .where("table_id", "=", table.id)
    .where("status", "=", "success")
    .execute();
}

/** The table is back in the designed schema with its last design; its logs are live again. */
async function markRestored(trx: Trx, table: DesignedTable): Promise<void> {
  if (await liveTable(trx, table.name)) throw refused("crudRestoreTaken", { name: table.name });
  await trx
    .updateTable("crud_table")
    .set({ status: "active", archive_schema: "", update_time: nowSeconds() })
    .where("id", "=", table.id)
    .execute();
  await upsertDesignedRules(trx, table.design);
  await addDesignedRecycleRule(trx, table.design);
  await trx
    .updateTable("crud_log")
    .set({ status: "success", archive_table: "" })
    .where("table_id", "=", table.id)
    .where("status", "=", "delete")
    .execute();
}

function runInTransaction<T>(ctx: AdminContext, work: (trx: Trx) => Promise<T>): Promise<T> {
  return ctx.services.db
    .transaction()
    .execute(work)
    .catch((error: unknown) => {
      const key = dataRefusal(error);
      throw key ? refused(key) : error;
    });
}

const schemaOfArchive = (ops: DdlOp[]) =>
  ops.flatMap((op) => (op.op === "archiveTable" || op.op === "restoreTable" ? [op.schema] : []))[0];

/**
 * Drops a designed table after the admin typed its name: the table moves to an archive schema of its
 * own (its rows, indexes and sequence with it), recorded as a migration that restores it, and its page
 * and rules go. Nothing is deleted; the log offers the restore.
 */
export async function dropDesignedTable(ctx: AdminContext, table: DesignedTable, confirm: string) {
  if (confirm !== table.name) throw refused("crudConfirmMismatch", { name: table.name });
  return runInTransaction(ctx, async (trx) => {
    const locked = await designedTableById(trx, table.id, true);
    if (locked?.status !== "active") throw notFound();
    const schema = archiveSchemaOf(locked.id);
    const plan = planArchive(schema);
    await runOps(trx, locked.name, plan.up);
    await trx
      .insertInto("crud_migration")
      .values({
        id: await nextMigrationId(trx),
        table_id: locked.id,
        name: "archive",
        up: JSON.stringify(plan.up),
        down: JSON.stringify(plan.down),
        before_log_id: locked.logId,
        log_id: locked.logId,
        admin_id: ctx.admin.id,
      })
      .execute();
    await markArchived(trx, locked, schema);
    return { archive: archiveNameOf(locked, schema) };
  });
}

/**
 * Undoes the latest change in effect of a designed table: its down ops run and the table's design goes
 * back to the one before. Undoing the creation drops the table (to its archive), so it needs the table's
 * name typed; undoing a drop restores it.
 */
export async function revertMigration(ctx: AdminContext, migrationId: number, confirm: string) {
  return runInTransaction(ctx, async (trx) => {
    const migration = await trx
      .selectFrom("crud_migration")
      .selectAll()
      .where("id", "=", migrationId)
      .executeTakeFirst();
    if (!migration) throw notFound();
    const table = await designedTableById(trx, migration.table_id, true);
    if (!table) throw notFound();
    const latest = await trx
      .selectFrom("crud_migration")
      .select("id")
      .where("table_id", "=", table.id)
      .where("status", "=", "applied")
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (migration.status !== "applied" || latest?.id !== migration.id) throw refused("crudRevertNotLatest");
    if (migration.name === "create" && confirm !== table.name)
      throw refused("crudConfirmMismatch", { name: table.name });
    if (migration.name === "archive" && (await liveTable(trx, table.name)))
      throw refused("crudRestoreTaken", { name: table.name });
    const down = migration.down as DdlOp[];
    // A restored table brings its indexes and sequence back: a new table may hold one of their names.
    await runOps(trx, table.name, down).catch((error: unknown) => {
      throw nameTakenRefusal(error, table.name) ?? error;
    });
    await trx
      .updateTable("crud_migration")
      .set({ status: "reverted", revert_time: nowSeconds() })
      .where("id", "=", migration.id)
      .execute();
    if (migration.name === "create") {
      await markArchived(trx, table, schemaOfArchive(down) ?? archiveSchemaOf(table.id));
    } else if (migration.name === "archive") {
      await markRestored(trx, table);
    } else {
      const before = migration.before_log_id
        ? await trx
            .selectFrom("crud_log")
            .select(["table", "fields"])
            .where("id", "=", migration.before_log_id)
            .executeTakeFirst()
        : undefined;
      if (!before) throw notFound();
      const design = designOfLog(before);
      await trx
        .updateTable("crud_table")
        .set({ design: JSON.stringify(design), log_id: migration.before_log_id, update_time: nowSeconds() })
        .where("id", "=", table.id)
        .execute();
      await upsertDesignedRules(trx, design);
    }
    return { table: table.name, schema: DESIGNED_SCHEMA };
  });
}

/** Restores a dropped table from a log row: undoes the drop, the table's latest migration. */
export async function restoreFromLog(ctx: AdminContext, logId: number) {
  const log = await ctx.services.db
    .selectFrom("crud_log")
    .select(["table_id", "status"])
    .where("id", "=", logId)
    .executeTakeFirst();
  if (!log) throw notFound();
  const latest = log.table_id
    ? await ctx.services.db
        .selectFrom("crud_migration")
        .select(["id", "name"])
        .where("table_id", "=", log.table_id)
        .where("status", "=", "applied")
        .orderBy("id", "desc")
        .executeTakeFirst()
    : undefined;
  if (log.status !== "delete" || latest?.name !== "archive") throw refused("crudNothingToRestore");
  return revertMigration(ctx, latest.id, "");
}
