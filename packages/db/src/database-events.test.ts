import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./connection.ts";
import type { DatabaseEvent } from "./database-events.ts";
import { createEmptyTestDatabase } from "./testing.ts";

describe("database events (what the server's metrics count)", () => {
  let handle: DatabaseHandle;
  const events: DatabaseEvent[] = [];
  let stop: () => void = () => {};
  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
    stop = handle.events.listen((event) => events.push(event));
  });
  afterAll(async () => {
    stop();
    await handle.close();
  });

  it("tells of each failed query, classified, and of none that succeeds", async () => {
    events.length = 0;
    await sql`select 1`.execute(handle.db);
    await expect(sql`select * from no_such_table`.execute(handle.db)).rejects.toThrow();
    await expect(sql`select 'x'::int`.execute(handle.db)).rejects.toThrow();
    expect(events).toEqual([
      { kind: "query", failure: "other" },
      { kind: "query", failure: "badValue" },
    ]);
  });

  it("stops telling a listener that stopped listening", async () => {
    const more: DatabaseEvent[] = [];
    const stopMore = handle.events.listen((event) => more.push(event));
    stopMore();
    await expect(sql`select * from no_such_table`.execute(handle.db)).rejects.toThrow();
    expect(more).toEqual([]);
  });

  it("reports the pool's use on a PostgreSQL server, and has no pool embedded", async () => {
    if (handle.dialect === "pglite") {
      expect(handle.poolUse).toBeUndefined();
      return;
    }
    await sql`select 1`.execute(handle.db);
    expect(handle.poolUse?.()).toEqual({ total: 1, idle: 1, waiting: 0 });
  });

  it.skipIf(!process.env.DATABASE_URL)("tells of a pooled connection the server ends", async () => {
    events.length = 0;
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
    const other = await createEmptyTestDatabase();
    try {
      await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(other.db);
    } finally {
      await other.close();
    }
    await expect.poll(() => events).toEqual([{ kind: "connectionLost" }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Once, though both the pool and the connection report it.
    expect(events).toEqual([{ kind: "connectionLost" }]);
  });
});
