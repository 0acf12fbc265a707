import { join } from "node:path";
import type { Database } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";
import { isMadeTable, qualifiedName, type SiteCatalog, type TableDef } from "./catalog-types.ts";
import type { VerifiedArchive } from "./restore-archive.ts";
import { advanceCacheVersions, readCacheVersions, recordRestoredFiles } from "./restore-site-state.ts";
import { useCanonicalText } from "./row-encoding.ts";
import { restoreSequences } from "./sequence-state.ts";
import { readSiteCatalog } from "./site-catalog.ts";
import { createTables, dropTables } from "./table-ddl.ts";
import { fillDeferred, loadTable } from "./table-load.ts";
import { type ForeignKey, insertOrder } from "./table-order.ts";
import { pauseTriggers } from "./trigger-pause.ts";

const foreignKeysOf = (tables: TableDef[]): ForeignKey[] =>
  tables.flatMap((table) =>
    table.constraints
      .filter((c) => c.kind === "f" && c.references !== null)
      .map((c) => ({
        name: c.name,
        child: qualifiedName(table),
        parent: c.references ?? "",
        nullable: c.nullable,
        deferrable: c.deferrable,
      })),
  );

/** The columns of the deferred keys, by table. */
function deferredColumns(tables: TableDef[], deferred: ForeignKey[]): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const key of deferred) {
    const table = tables.find((t) => qualifiedName(t) === key.child);
    const columns = table?.constraints.find((c) => c.name === key.name)?.columns ?? [];
    map.set(key.child, new Set([...(map.get(key.child) ?? []), ...columns]));
  }
  return map;
}

/**
 * Replaces every row of every site table with the archive's, in one transaction: drops the tables made
 * at run time and creates the archive's (from their checked plans: no text of the archive is run),
 * pauses the user triggers, empties every table at once (`truncate`, which no row trigger sees),
 * inserts each table's rows in foreign-key order (a cycle's keys filled in last), sets the sequences,
 * moves the content versions forward and records the restored files as the store's in use. Any failure
 * rolls all of it back: the site is as it was.
 * `target` is the catalogue read before (its product tables checked against the archive's).
 */
export async function restoreDatabase(
  db: Kysely<Database>,
  archive: VerifiedArchive,
  target: SiteCatalog,
  storeKind: string,
): Promise<number> {
  const archived = new Map(archive.schema.tables.map((t) => [qualifiedName(t), t]));
  return db.transaction().execute(async (trx) => {
    await useCanonicalText(trx);
    await sql`set constraints all deferred`.execute(trx);
    const versions = await readCacheVersions(trx);
    await dropTables(trx, target.tables.filter(isMadeTable));
    await createTables(trx, archive.made);
    const { tables } = await readSiteCatalog(trx);
    const names = tables.map(qualifiedName);
    const resume = await pauseTriggers(trx, new Set(names));
    await sql`truncate table ${sql.join(tables.map((t) => sql.id(t.schema, t.name)))}`.execute(trx);
    const plan = insertOrder(names, foreignKeysOf(tables));
    const deferred = deferredColumns(tables, plan.deferred);
    const pairs = plan.order.map((name) => {
      const table = tables.find((t) => qualifiedName(t) === name) as TableDef;
      const from = archived.get(name);
      if (!from) throw new Error(`the archive has no rows for table ${name}`);
      return { name, table, from };
    });
    let rows = 0;
    for (const { name, table, from } of pairs) {
      const count = await loadTable(
        trx,
        table,
        from,
        join(archive.dir, from.file),
        deferred.get(name) ?? new Set(),
      );
      if (count !== from.rows)
        throw new Error(`${name}: ${count} rows read, the manifest counts ${from.rows}`);
      rows += count;
    }
    for (const { name, table, from } of pairs) {
      const columns = deferred.get(name);
      if (columns) await fillDeferred(trx, table, from, join(archive.dir, from.file), columns);
    }
    await restoreSequences(trx, archive.schema.sequences);
    await advanceCacheVersions(trx, versions);
    await recordRestoredFiles(trx, storeKind, archive.fileKeys);
    await resume();
    return rows;
  });
}
