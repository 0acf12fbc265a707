import type { Database } from "@corp/db/schema";
import type { ModuleManifest } from "@corp/domain/module-manifest";
import { type Kysely, sql } from "kysely";

/** The tables a module created, and nothing else: rows listed or added by column names its manifest declared. */
export type ModuleTables = {
  list(table: string, limit?: number): Promise<Record<string, unknown>[]>;
  insert(table: string, row: Record<string, string | number | boolean>): Promise<void>;
};

export function moduleTables(db: Kysely<Database>, manifest: ModuleManifest): ModuleTables {
  const columns = new Map(
    manifest.migrations.map((m) => [m.createTable.name, new Set(m.createTable.columns.map((c) => c.name))]),
  );
  const checked = (table: string) => {
    const known = columns.get(table);
    if (!known) throw new Error(`module ${manifest.uid} has no table ${table}`);
    return known;
  };
  return {
    async list(table, limit = 50) {
      checked(table);
      const size = Math.min(Math.max(Math.trunc(limit), 1), 200);
      const { rows } = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table)} limit ${size}`.execute(db);
      return rows;
    },
    async insert(table, row) {
      const known = checked(table);
      const names = Object.keys(row);
      if (names.length === 0 || names.some((name) => !known.has(name)))
        throw new Error(`bad columns for ${table}`);
      await sql`insert into ${sql.table(table)} (${sql.join(names.map((n) => sql.id(n)))})
        values (${sql.join(names.map((n) => row[n]))})`.execute(db);
    },
  };
}
