import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { migrations } from "./migrations/index.ts";

/**
 * Upgrade fixtures (docs/ops/upgrade.md): databases as earlier releases left them, one SQL file per
 * migration level in `upgrade-fixtures/`, named after the last migration that level ran
 * (`0011_modules.sql`). A file holds what the site made at run time (designed and module tables) and its
 * rows, one statement per line; it is loaded into an empty database migrated to that level.
 */
export const UPGRADE_FIXTURES_DIR = fileURLToPath(new URL("./upgrade-fixtures/", import.meta.url));

/** The levels that have a fixture, oldest first: every `<migration name>.sql` of the folder. */
export function upgradeFixtureLevels(): string[] {
  return readdirSync(UPGRADE_FIXTURES_DIR)
    .filter((file) => file.endsWith(".sql"))
    .map((file) => file.slice(0, -".sql".length))
    .sort();
}

export const upgradeFixtureFile = (level: string): string => join(UPGRADE_FIXTURES_DIR, `${level}.sql`);

/** The password of every account of a fixture, admins and members: what their stored hash verifies. */
export const fixturePassword = (username: string): string => `${username}-Upgrade_1`;

/** The statements of a fixture: one per line; blank lines and `--` comments skipped. */
export function fixtureStatements(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("--"));
}

/** Runs the product's migrations up (or down) to `level`, which must be one of them. */
export async function migrateToLevel<DB>(db: Kysely<DB>, level: string): Promise<void> {
  if (!(level in migrations)) throw new Error(`no migration named ${level}`);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateTo(level);
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    throw new Error(`migrating to ${level} failed${failed ? ` in ${failed}` : ""}: ${String(error)}`, {
      cause: error,
    });
  }
}

/** Schemas that a database holds from initdb on, other than `public`, and the session's own temporary ones. */
const SYSTEM_SCHEMAS = sql`nspname in ('pg_catalog', 'information_schema') or nspname like 'pg_toast%' or nspname like 'pg_temp%'`;

/**
 * Empties a database that held a fixture, so that the next one loads into it as into a new one: every
 * schema the migrations and the site made (`public`, the designer's `designed`) is dropped with what it
 * holds, `public` is made anew as initdb leaves it, and the session forgets its settings, prepared
 * statements and locks. Starting an embedded database takes about a second of processor time; emptying
 * one, a hundredth of that.
 */
export async function emptyFixtureDatabase<DB>(db: Kysely<DB>): Promise<void> {
  await sql`discard all`.execute(db);
  const schemas = await sql<{ name: string }>`
    select nspname as name from pg_namespace where not (${SYSTEM_SCHEMAS})
  `.execute(db);
  for (const { name } of schemas.rows) await sql`drop schema ${sql.id(name)} cascade`.execute(db);
  await sql`create schema public authorization pg_database_owner`.execute(db);
  await sql`grant usage on schema public to public`.execute(db);
  const left = await sql<{ name: string }>`
    select nspname || '.' || relname as name from pg_class join pg_namespace on pg_namespace.oid = relnamespace
    where not (${SYSTEM_SCHEMAS})
  `.execute(db);
  if (left.rows.length > 0) {
    throw new Error(`still in the emptied database: ${left.rows.map((r) => r.name).join(", ")}`);
  }
}

/**
 * Makes an empty database the fixture's site: migrated to its level, then its statements run in one
 * transaction (they turn the tables' own triggers off while rows go in as they were stored, and on again).
 */
export async function loadUpgradeFixture<DB>(db: Kysely<DB>, level: string): Promise<void> {
  const statements = fixtureStatements(await readFile(upgradeFixtureFile(level), "utf8"));
  await migrateToLevel(db, level);
  await db.transaction().execute(async (trx) => {
    for (const statement of statements) {
      try {
        await sql.raw(statement).execute(trx);
      } catch (error) {
        throw new Error(`fixture ${level}: ${String(error)}\n  in: ${statement.slice(0, 200)}`, {
          cause: error,
        });
      }
    }
  });
}
