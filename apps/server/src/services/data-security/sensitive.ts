import type { Database, SensitiveField } from "@corp/db/schema";
import type { Transaction } from "kysely";
import { type Actor, actorColumns } from "./actor.ts";
import { DataSecurityRefusal } from "./refusal.ts";
import type { RowWriteCheck } from "./row-write.ts";
import { columnTexts, setColumnFromText } from "./rows-as-json.ts";
import { isSecretCell, type SecretCells } from "./secret-cells.ts";
import { tableColumns } from "./table-catalogue.ts";
import { isAlwaysSecret, isWatched, isWatchedTable } from "./watched-controllers.ts";

type Trx = Transaction<Database>;

type WatchedField = { ruleId: number; name: string; field: SensitiveField };

/** The fields of a controller's table that enabled sensitive-data rules watch, and that the table has. */
async function watchedFields(trx: Trx, controller: string, table: string): Promise<WatchedField[]> {
  if (!isWatched(controller, table)) return [];
  const rules = await trx
    .selectFrom("security_sensitive_data")
    .select(["id", "data_fields"])
    .where("controller", "=", controller)
    .where("data_table", "=", table)
    .where("status", "=", "enable")
    .orderBy("id")
    .execute();
  if (rules.length === 0) return [];
  const columns = new Set((await tableColumns(trx, table)).map((c) => c.name));
  const out: WatchedField[] = [];
  for (const rule of rules) {
    for (const [name, field] of Object.entries(rule.data_fields ?? {})) {
      if (columns.has(name) && name !== "id" && !out.some((f) => f.name === name)) {
        out.push({ ruleId: rule.id, name, field });
      }
    }
  }
  return out;
}

/**
 * Runs an edit and logs, in its transaction, the watched fields it changed: their text before and after
 * (ADR 0016). A field marked secret is logged with `secret` set, and its values are never shown.
 */
export async function watchEdits<T>(
  trx: Trx,
  actor: Actor,
  edit: { controller: string; table: string; ids: readonly number[]; secret?: SecretCells | undefined },
  work: () => Promise<T>,
): Promise<T> {
  const fields = await watchedFields(trx, edit.controller, edit.table);
  if (fields.length === 0) return work();
  const marker = edit.secret?.when.column;
  const names = [...new Set([...fields.map((f) => f.name), ...(marker ? [marker] : [])])];
  const before = await columnTexts(trx, edit.table, names, edit.ids);
  const result = await work();
  const after = await columnTexts(trx, edit.table, names, edit.ids);
  for (const [id, old] of before) {
    const now = after.get(id);
    if (!now) continue;
    for (const { ruleId, name, field } of fields) {
      if (old[name] === now[name]) continue;
      // A stored secret's values (a settings password: the mail server's, the SMS and market keys) are
      // not kept: the log says who changed it and when, and a backup of the log carries no secret.
      const unkept = isSecretCell(edit.secret, name, now) || isSecretCell(edit.secret, name, old);
      await trx
        .insertInto("security_sensitive_data_log")
        .values({
          ...actorColumns(actor),
          sensitive_id: ruleId,
          data_table: edit.table,
          primary_key: "id",
          data_field: name,
          data_comment: field.title.slice(0, 50),
          id_value: id,
          before: unkept ? null : (old[name] ?? null),
          after: unkept ? null : (now[name] ?? null),
          secret: unkept || field.secret || isAlwaysSecret(edit.table, name) ? 1 : 0,
        })
        .execute();
    }
  }
  return result;
}

/**
 * Puts the logged fields back to their values before the edit and marks the log rows rolled back;
 * answers how many. `check` is asked about every field first, and refuses what the admin could not
 * have changed himself. A field changed again since its edit is refused (the later change is rolled back
 * first): DataSecurityRefusal is thrown, and the caller's transaction keeps nothing of the rollback.
 */
export async function rollbackEdits(
  trx: Trx,
  logIds: readonly number[],
  check: RowWriteCheck,
): Promise<number> {
  const logs = await trx
    .selectFrom("security_sensitive_data_log")
    .select(["id", "data_table", "data_field", "id_value", "before", "after", "secret", "is_rollback"])
    .where("id", "in", [...logIds])
    // The latest change first: several edits of one field roll back in turn.
    .orderBy("id", "desc")
    .forUpdate()
    .execute();
  for (const log of logs) {
    if (log.is_rollback === 1) throw new DataSecurityRefusal("rolledBack", log.id);
    // A secret whose values the log does not keep cannot be put back: it is entered again.
    if (log.secret === 1 && log.before === null && log.after === null)
      throw new DataSecurityRefusal("secretNotKept", log.id);
    const column = isWatchedTable(log.data_table)
      ? (await tableColumns(trx, log.data_table)).find((c) => c.name === log.data_field && c.name !== "id")
      : undefined;
    if (!column) throw new DataSecurityRefusal("tableUnknown", log.id);
    await check({
      logId: log.id,
      table: log.data_table,
      action: "edit",
      ids: [log.id_value],
      field: column.name,
      value: log.before,
    });
    const current = (await columnTexts(trx, log.data_table, [column.name], [log.id_value])).get(log.id_value);
    if (!current) throw new DataSecurityRefusal("rowGone", log.id);
    if ((current[column.name] ?? null) !== log.after) throw new DataSecurityRefusal("changedSince", log.id);
    await setColumnFromText(trx, log.data_table, column, log.id_value, log.before);
    await trx
      .updateTable("security_sensitive_data_log")
      .set({ is_rollback: 1 })
      .where("id", "=", log.id)
      .execute();
  }
  return logs.length;
}
