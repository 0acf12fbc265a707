import { COLLECTIONS, type DeclaredCollection } from "@corp/domain/collections/registry";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./connection.ts";
import { migrateDown, migrateToLatest, pendingMigrations } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";
import type { Database } from "./schema.ts";
import { createEmptyTestDatabase } from "./testing.ts";

// The tables the schema declares: the declared collections' (from their registry) and the others, named
// here; the migrations must create exactly these. A new collection's table needs no line here.
const UNDECLARED: Record<Exclude<keyof Database, DeclaredCollection["table"]>, true> = {
  admin_group_access: true,
  admin_group_rule: true,
  token: true,
  rate_limit: true,
  captcha: true,
  user_group_rule: true,
  verification_code: true,
  member_upload_day: true,
  area: true,
  crud_table: true,
  crud_migration: true,
  article_revision: true,
  article_view_seen: true,
  cache_version: true,
  module_migration: true,
  module_rule: true,
  module_package: true,
};
const TABLES = [...COLLECTIONS.map((c) => c.table), ...Object.keys(UNDECLARED)].sort();
const MIGRATION_NAMES = Object.keys(migrations);
/** The migrations after `name`, newest first: the order stepping down undoes them. */
const newerThan = (name: string) => MIGRATION_NAMES.filter((n) => n > name).reverse();

async function tables(handle: DatabaseHandle): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%'
    order by table_name
  `.execute(handle.db);
  return rows.map((r) => r.name);
}

describe("migrations", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("are named in running order", () => {
    expect(MIGRATION_NAMES).toEqual([...MIGRATION_NAMES].sort());
    expect(MIGRATION_NAMES.every((name) => /^\d{4}_[a-z0-9_]+$/.test(name))).toBe(true);
  });

  it("create every declared table, and nothing else", async () => {
    expect(await migrateToLatest(handle.db)).toEqual(MIGRATION_NAMES);
    expect(await tables(handle)).toEqual(TABLES);
    expect(await pendingMigrations(handle.db)).toEqual([]);
  });

  it("do nothing when already up to date", async () => {
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it("index every foreign key (its columns lead some index)", async () => {
    const { rows } = await sql<{ constraint_name: string; unindexed: boolean }>`
      select c.conname as constraint_name,
             not exists (
               select 1 from pg_index i
               where i.indrelid = c.conrelid
                 and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] @> c.conkey
                 and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] <@ c.conkey
             ) as unindexed
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
    `.execute(handle.db);
    expect(rows.length).toBeGreaterThanOrEqual(19);
    expect(rows.filter((r) => r.unindexed).map((r) => r.constraint_name)).toEqual([]);
  });

  it("step down one at a time, in reverse order", async () => {
    expect(await migrateDown(handle.db)).toEqual([MIGRATION_NAMES.at(-1)]);
    expect(await pendingMigrations(handle.db)).toEqual([MIGRATION_NAMES.at(-1)]);
    for (const name of newerThan("0012_crud_designer").slice(1)) {
      expect(await migrateDown(handle.db)).toEqual([name]);
    }
    expect(await migrateDown(handle.db)).toEqual(["0012_crud_designer"]);
    // That migration's own change is gone: 0012 created the designer's tables.
    expect(await tables(handle)).not.toContain("crud_migration");
  });

  it("roll all the way down to an empty schema, functions included, and back up", async () => {
    expect(await migrateDown(handle.db, { all: true })).toEqual(
      MIGRATION_NAMES.filter((n) => n < "0012_crud_designer").reverse(),
    );
    expect(await tables(handle)).toEqual([]);
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from pg_proc where pronamespace = 'public'::regnamespace
    `.execute(handle.db);
    expect(rows[0]?.n).toBe(0);
    expect(await migrateToLatest(handle.db)).toEqual(MIGRATION_NAMES);
    expect(await tables(handle)).toEqual(TABLES);
  });

  it("report a failure with the migration's name", async () => {
    await sql`drop table crud_migration`.execute(handle.db);
    for (const name of newerThan("0012_crud_designer")) expect(await migrateDown(handle.db)).toEqual([name]);
    await expect(migrateDown(handle.db)).rejects.toThrow(/rollback failed in migration 0012_crud_designer/);
  });
});
