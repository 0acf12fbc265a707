import type { Database } from "@corp/db/schema";
import type { ModuleManifest } from "@corp/domain/module-manifest";
import { type ColumnDataType, type Kysely, sql, type Transaction } from "kysely";

type Step = ModuleManifest["migrations"][number];
type Column = Step["createTable"]["columns"][number];

function dataType(column: Column): ColumnDataType {
  return column.type === "varchar" ? `varchar(${column.length ?? 255})` : column.type;
}

/**
 * Runs a module's migrations that have not run yet, each recorded in `module_migration` in the same
 * transaction; tables go through Kysely's schema builder, names checked by the manifest schema.
 */
export async function runModuleMigrations(
  trx: Transaction<Database>,
  manifest: ModuleManifest,
): Promise<void> {
  const done = new Set(
    (
      await trx.selectFrom("module_migration").select("name").where("module_uid", "=", manifest.uid).execute()
    ).map((row) => row.name),
  );
  for (const step of manifest.migrations) {
    if (done.has(step.name)) continue;
    let table = trx.schema.createTable(step.createTable.name);
    for (const column of step.createTable.columns) {
      table = table.addColumn(column.name, dataType(column), (col) => {
        let built = col;
        if (column.primaryKey) built = built.primaryKey();
        if (column.notNull) built = built.notNull();
        if (column.default !== undefined) built = built.defaultTo(sql.lit(column.default));
        return built;
      });
    }
    await table.execute();
    for (const row of step.createTable.rows) {
      const names = Object.keys(row);
      await sql`insert into ${sql.table(step.createTable.name)} (${sql.join(names.map((n) => sql.id(n)))})
        values (${sql.join(names.map((n) => row[n]))})`.execute(trx);
    }
    await trx.insertInto("module_migration").values({ module_uid: manifest.uid, name: step.name }).execute();
  }
}

/** Rolls back every recorded migration of a module, newest first, and forgets them. */
export async function rollbackModuleMigrations(
  trx: Transaction<Database> | Kysely<Database>,
  manifest: ModuleManifest,
): Promise<void> {
  const recorded = await trx
    .selectFrom("module_migration")
    .select("name")
    .where("module_uid", "=", manifest.uid)
    .execute();
  const names = new Set(recorded.map((row) => row.name));
  for (const step of [...manifest.migrations].reverse()) {
    if (!names.has(step.name)) continue;
    await trx.schema.dropTable(step.createTable.name).ifExists().execute();
    await trx
      .deleteFrom("module_migration")
      .where("module_uid", "=", manifest.uid)
      .where("name", "=", step.name)
      .execute();
  }
}
