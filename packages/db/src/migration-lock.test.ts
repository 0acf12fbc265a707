import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./connection.ts";
import { withMigrationLock } from "./migration-lock.ts";
import { createEmptyTestDatabase } from "./testing.ts";

const onServer = Boolean(process.env.DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("withMigrationLock", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("runs the work with the database free to use, and answers what it answered", async () => {
    const answer = await withMigrationLock(handle, async () => {
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      return rows[0]?.one;
    });
    expect(answer).toBe(1);
  });

  // Two calls on two connections of the pool are two sessions, as two servers' would be.
  it.runIf(onServer)("lets one session at a time do the work; the other waits until it ends", async () => {
    const events: string[] = [];
    let finishFirst = () => {};
    const firstMayFinish = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    let firstStarted = () => {};
    const started = new Promise<void>((resolve) => {
      firstStarted = resolve;
    });
    const first = withMigrationLock(handle, async () => {
      events.push("first starts");
      firstStarted();
      await firstMayFinish;
      events.push("first ends");
    });
    await started;
    let told = () => {};
    const waiting = new Promise<boolean>((resolve) => {
      told = () => resolve(true);
    });
    const second = withMigrationLock(
      handle,
      async () => {
        events.push("second starts");
      },
      told,
    );
    expect(await Promise.race([waiting, sleep(5000).then(() => false)])).toBe(true);
    await sleep(200);
    expect(events).toEqual(["first starts"]);
    finishFirst();
    await Promise.all([first, second]);
    expect(events).toEqual(["first starts", "first ends", "second starts"]);
  });

  it.runIf(onServer)("gives the lock up when the work fails", async () => {
    const failed = withMigrationLock(handle, async () => {
      throw new Error("migration failed");
    });
    await expect(failed).rejects.toThrow("migration failed");
    let waited = false;
    await withMigrationLock(
      handle,
      async () => {},
      () => {
        waited = true;
      },
    );
    expect(waited).toBe(false);
    const { rows } = await sql<{ held: number }>`
      select count(*)::int as held from pg_locks
      where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())
    `.execute(handle.db);
    expect(rows[0]?.held).toBe(0);
  });
});
