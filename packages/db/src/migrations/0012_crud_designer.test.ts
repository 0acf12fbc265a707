import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../connection.ts";
import { migrateDown, migrateToLatest } from "../migrate.ts";
import { createEmptyTestDatabase } from "../testing.ts";
import { migrations } from "./index.ts";

/** The migrations after this one, oldest first. */
const LATER = Object.keys(migrations).filter((name) => name > "0012_crud_designer");

const schemas = async (handle: DatabaseHandle) =>
  (
    await sql<{ name: string }>`
      select nspname as name from pg_namespace where nspname like 'designed%' order by nspname
    `.execute(handle.db)
  ).rows.map((r) => r.name);

describe("migration 0012: the CRUD designer", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle.close());

  it("creates the schema of the designed tables apart from the product's", async () => {
    expect(await schemas(handle)).toEqual(["designed"]);
  });

  it("keeps one live table per name, and any number of archived ones", async () => {
    const row = { name: "demo", design: JSON.stringify({ name: "demo" }) };
    await handle.db.insertInto("crud_table").values(row).execute();
    await expect(handle.db.insertInto("crud_table").values(row).execute()).rejects.toThrow(/unique/);
    await handle.db.updateTable("crud_table").set({ status: "archived" }).execute();
    await handle.db.insertInto("crud_table").values(row).execute();
    await handle.db
      .insertInto("crud_table")
      .values({ ...row, status: "archived" })
      .execute();
    expect(
      Number(
        (
          await handle.db
            .selectFrom("crud_table")
            .select((e) => e.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(3);
  });

  it("refuses migration rows of unknown kinds and forgets them with their table", async () => {
    const table = await handle.db.selectFrom("crud_table").select("id").executeTakeFirstOrThrow();
    await expect(
      handle.db
        .insertInto("crud_migration")
        .values({ table_id: table.id, name: "drop" as "create" })
        .execute(),
    ).rejects.toThrow(/check/);
    await handle.db.insertInto("crud_migration").values({ table_id: table.id, name: "create" }).execute();
    await handle.db.deleteFrom("crud_table").where("id", "=", table.id).execute();
    expect(await handle.db.selectFrom("crud_migration").selectAll().execute()).toEqual([]);
  });

  it("steps down only while no designed table holds data, and never drops one", async () => {
    await sql`create table designed.kept (id serial primary key)`.execute(handle.db);
    for (const name of [...LATER].reverse()) expect(await migrateDown(handle.db)).toEqual([name]);
    await expect(migrateDown(handle.db)).rejects.toThrow(/0012_crud_designer/);
    expect(await schemas(handle)).toEqual(["designed"]);
    await sql`drop table designed.kept`.execute(handle.db);
    await sql`create schema designed_archive_9`.execute(handle.db);
    expect(await migrateDown(handle.db)).toEqual(["0012_crud_designer"]);
    expect(await schemas(handle)).toEqual([]);
    expect(await migrateToLatest(handle.db)).toEqual(["0012_crud_designer", ...LATER]);
  });
});
