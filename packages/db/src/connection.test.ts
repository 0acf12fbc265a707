import { mkdtemp, rm, stat } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle, openPostgres } from "./connection.ts";
import { createEmptyTestDatabase } from "./testing.ts";

describe("value types (the same in both dialects)", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("reports the dialect DATABASE_URL selects", () => {
    expect(handle.dialect).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
  });

  it("reads int8 as a number, count(*) included", async () => {
    const { rows } = await sql<{ epoch: unknown; n: unknown }>`
      select 1735689600::bigint as epoch, (select count(*) from generate_series(1, 3)) as n
    `.execute(handle.db);
    expect(rows[0]).toEqual({ epoch: 1735689600, n: 3 });
  });

  it("refuses an int8 beyond the safe integer range instead of rounding it", async () => {
    await expect(sql`select 9007199254740993::bigint as big`.execute(handle.db)).rejects.toThrow(/int8/);
  });

  it("reads numeric as exact text and date as 'YYYY-MM-DD'", async () => {
    const { rows } = await sql<{ lng: unknown; day: unknown }>`
      select 120.619585::numeric(10, 6) as lng, '1990-01-31'::date as day
    `.execute(handle.db);
    expect(rows[0]).toEqual({ lng: "120.619585", day: "1990-01-31" });
  });

  it("round-trips jsonb written as JSON text: objects, arrays, strings and booleans", async () => {
    await sql`create temporary table j (v jsonb)`.execute(handle.db);
    const values = [{ a: [1, "二"] }, ["x", "y"], "plain text", true, 10];
    for (const v of values) await sql`insert into j (v) values (${JSON.stringify(v)})`.execute(handle.db);
    const { rows } = await sql<{ v: unknown }>`select v from j`.execute(handle.db);
    expect(rows.map((r) => r.v)).toEqual(values);
  });
});

describe("createDatabase", () => {
  it("creates the data folder of the embedded database", async () => {
    const parent = await mkdtemp(join(tmpdir(), "corp-db-"));
    const dataDir = join(parent, "nested", "data");
    try {
      const handle = await createDatabase({ dataDir });
      try {
        expect(handle.dialect).toBe("pglite");
        const { rows } = await sql<{ one: number }>`select 1::int8 as one`.execute(handle.db);
        expect(rows[0]?.one).toBe(1);
      } finally {
        await handle.close();
      }
      expect((await stat(join(dataDir, "PG_VERSION"))).isFile()).toBe(true);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.DATABASE_URL)("uses pg when given a URL", async () => {
    const handle = await createDatabase({ databaseUrl: process.env.DATABASE_URL });
    try {
      expect(handle.dialect).toBe("postgres");
      const { rows } = await sql<{ n: unknown }>`select 42::int8 as n`.execute(handle.db);
      expect(rows[0]?.n).toBe(42);
    } finally {
      await handle.close();
    }
  });
});

describe("openPostgres: opening a connection and waiting for a free one are bounded apart", () => {
  it("fails a connection the server never answers within the connect limit", async () => {
    // A server that accepts and then says nothing, as a hung or firewalled database does.
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((done) => silent.listen(0, "127.0.0.1", done));
    const { port } = silent.address() as { port: number };
    const handle = openPostgres(`postgres://nobody@127.0.0.1:${port}/none`, { connectionTimeoutMillis: 300 });
    const started = Date.now();
    try {
      await expect(sql`select 1`.execute(handle.db)).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await handle.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => silent.close(done));
    }
  });

  it.runIf(process.env.DATABASE_URL)(
    "lets a query wait for a busy pool's connection longer than the connect limit",
    async () => {
      const url = process.env.DATABASE_URL as string;
      const handle = openPostgres(url, { max: 1, connectionTimeoutMillis: 300 });
      try {
        // The pool's one connection is busy for well over the connect limit; the next query waits its turn.
        const busy = sql`select pg_sleep(1.5)`.execute(handle.db);
        const queued = sql<{ n: number }>`select 7::int8 as n`.execute(handle.db);
        await busy;
        expect((await queued).rows[0]?.n).toBe(7);
      } finally {
        await handle.close();
      }
    },
  );
});
