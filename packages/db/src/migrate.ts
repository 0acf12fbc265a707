import type { Kysely } from "kysely";
import { type MigrationResultSet, Migrator, NO_MIGRATIONS } from "kysely/migration";
import { migrations } from "./migrations/index.ts";

// Generic over the schema type: the migrator only needs the connection, not the table types.
function migratorFor<DB>(db: Kysely<DB>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Names of the migrations a run applied (or undid), in order. Throws with the failing migration named. */
function unwrap(action: string, { error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`database ${action} failed${failed ? ` in migration ${failed}` : ""}: ${reason}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Applies every pending migration; returns the names applied (empty when already up to date). */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  return unwrap("migration", await migratorFor(db).migrateToLatest());
}

/**
 * Applies the known migrations up to and including `name` (a restore brings an empty database to the
 * level of its archive). Throws when `name` is not a known migration.
 */
export async function migrateUpTo<DB>(db: Kysely<DB>, name: string): Promise<string[]> {
  if (!(name in migrations)) throw new Error(`unknown migration ${name}`);
  return unwrap("migration", await migratorFor(db).migrateTo(name));
}

/** Undoes the last migration, or with `{ all: true }` every migration (an empty database). */
export async function migrateDown<DB>(db: Kysely<DB>, options: { all?: boolean } = {}): Promise<string[]> {
  const migrator = migratorFor(db);
  if (options.all) {
    return unwrap("rollback", await migrator.migrateTo(NO_MIGRATIONS));
  }
  return unwrap("rollback", await migrator.migrateDown());
}

/** Names of the known migrations that have not run yet. */
export async function pendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const all = await migratorFor(db).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
