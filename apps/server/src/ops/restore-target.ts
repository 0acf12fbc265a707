import { migrateUpTo } from "@corp/db/migrate";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import type { ArchivedSchema, Manifest } from "./backup-manifest.ts";
import {
  isMadeTable,
  qualifiedName,
  type SiteCatalog,
  storedColumns,
  type TableDef,
} from "./catalog-types.ts";
import { appliedMigrations, levelName } from "./migration-level.ts";
import { RestoreRefused } from "./restore-refused.ts";

/**
 * Brings the target to the archive's migration level, or refuses. A database no migration ever ran on
 * (a new data folder, a new PostgreSQL database) is migrated to the archive's level, which may be older
 * than this release's (`cli.js migrate` then brings it up to date); one at the archive's level is
 * restored as it is; any other is refused, since the archive's rows fit only its own level.
 * Returns the migrations it applied.
 */
export async function matchMigrationLevel(db: Kysely<Database>, manifest: Manifest): Promise<string[]> {
  const wanted = manifest.database.migrations;
  const applied = await appliedMigrations(db);
  const last = wanted.at(-1);
  if (!last) throw new RestoreRefused("its database has no migration level: it is not a site's backup");
  if (applied.length === 0) return migrateUpTo(db, last);
  if (applied.join(",") === wanted.join(",")) return [];
  throw new RestoreRefused(
    `this database is at migration level ${levelName(applied)}, the archive at ${last}. Restore onto an ` +
      "empty database (a new data folder, or a new PostgreSQL database in DATABASE_URL), which is " +
      "migrated to the archive's level first, or onto a site at the archive's level.",
  );
}

const shape = (table: TableDef) =>
  storedColumns(table)
    .map((c) => `${c.name} ${c.type}`)
    .sort()
    .join(", ");

/**
 * The product's tables (all but those made at run time) are the same on both sides, each with the same
 * columns of the same types: the archive's rows go into them as they are. Checked before anything is
 * written; a difference means the two were not at the same level after all.
 */
export function checkProductTables(target: SiteCatalog, archived: ArchivedSchema): void {
  const ours = new Map(target.tables.filter((t) => !isMadeTable(t)).map((t) => [qualifiedName(t), t]));
  const theirs = new Map(archived.tables.filter((t) => !isMadeTable(t)).map((t) => [qualifiedName(t), t]));
  for (const [name, table] of theirs) {
    const here = ours.get(name);
    if (!here) throw new RestoreRefused(`the archive has table ${name}, which this database does not`);
    if (shape(here) !== shape(table)) {
      throw new RestoreRefused(
        `table ${name} differs: the archive has columns (${shape(table)}), this database (${shape(here)})`,
      );
    }
  }
  const missing = [...ours.keys()].filter((name) => !theirs.has(name));
  if (missing.length > 0) {
    throw new RestoreRefused(`this database has table ${missing.join(", ")}, which the archive does not`);
  }
}
