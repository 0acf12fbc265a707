import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./connection.ts";
import { createTestDatabase } from "./testing.ts";

/** Every public table's rows in order, and every sequence's next value, of a database. */
async function contents(handle: DatabaseHandle) {
  const { rows: tables } = await sql<{ name: string }>`
    select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`.execute(
    handle.db,
  );
  const rows: Record<string, unknown> = {};
  for (const { name } of tables) {
    rows[name] = (await sql.raw(`select * from ${name} order by 1`).execute(handle.db)).rows;
  }
  const { rows: sequences } = await sql<{ name: string; value: unknown }>`
    select sequencename as name, last_value as value from pg_sequences where schemaname = 'public' order by 1`.execute(
    handle.db,
  );
  return { rows, sequences };
}

/** When the database's server started: the same for a kept database handed out again. */
const startedAt = async (handle: DatabaseHandle) =>
  String(
    (await sql<{ at: string }>`select pg_postmaster_start_time()::text as at`.execute(handle.db)).rows[0]?.at,
  );

describe.skipIf(process.env.DATABASE_URL)(
  "embedded test databases, kept and reused within a test process",
  () => {
    it("hands a closed database to the next test with every row and sequence as seeded", async () => {
      const first = await createTestDatabase();
      const seeded = await contents(first);
      const firstStarted = await startedAt(first);
      // What tests do: add, change and delete rows, move sequences, set session settings.
      await sql`update article set title = title || ' (edited)'`.execute(first.db);
      await sql`delete from area where id % 2 = 0`.execute(first.db);
      await first.db
        .updateTable("config")
        .set({ value: JSON.stringify("changed") })
        .where("name", "=", "site_name")
        .execute();
      await first.db.deleteFrom("menu").execute();
      await sql`select nextval('article_id_seq') from generate_series(1, 50)`.execute(first.db);
      await sql`set time zone 'Pacific/Auckland'`.execute(first.db);
      await first.close();

      const second = await createTestDatabase();
      try {
        expect(await startedAt(second)).toBe(firstStarted);
        expect(await contents(second)).toEqual(seeded);
        const { rows } = await sql<{ zone: string }>`show time zone`.execute(second.db);
        expect(rows[0]?.zone).not.toBe("Pacific/Auckland");
      } finally {
        await second.close();
      }
    });

    it("never reuses a database whose shape a test changed", async () => {
      const first = await createTestDatabase();
      await sql`create table designed_by_test (id serial primary key)`.execute(first.db);
      await sql`alter table article add column extra_by_test text`.execute(first.db);
      await first.close();
      const second = await createTestDatabase();
      try {
        const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_attribute
         where attrelid = 'article'::regclass and attname = 'extra_by_test'`.execute(second.db);
        expect(rows[0]?.n).toBe(0);
        const { rows: tables } = await sql<{ n: number }>`
        select count(*)::int as n from pg_tables where tablename = 'designed_by_test'`.execute(second.db);
        expect(tables[0]?.n).toBe(0);
      } finally {
        await second.close();
      }
    });

    it("refuses queries on a database once closed, so no late write reaches the next test's", async () => {
      const first = await createTestDatabase();
      await first.close();
      await expect(sql`select 1`.execute(first.db)).rejects.toThrow(/closed/);
      const held = await createTestDatabase();
      const other = await createTestDatabase();
      try {
        // Two held at once are two databases.
        await held.db.deleteFrom("menu").execute();
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from menu`.execute(other.db);
        expect(rows[0]?.n).toBeGreaterThan(0);
      } finally {
        await held.close();
        await other.close();
      }
    });
  },
);
