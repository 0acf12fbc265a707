import { migrations } from "@corp/db/migrations/index";
import type { Database } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";

/** The migrations this release knows, in the order they run. */
export const KNOWN_MIGRATIONS: readonly string[] = Object.keys(migrations).sort();

/** The migrations applied to a database, in order; empty when none ever ran (no bookkeeping table). */
export async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows: found } = await sql<{ name: string | null }>`
    select to_regclass('public.kysely_migration')::text as name
  `.execute(db);
  if (!found[0]?.name) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

/** The last of a list of migrations, or a word for none. */
export const levelName = (applied: readonly string[]): string => applied.at(-1) ?? "no migration at all";
