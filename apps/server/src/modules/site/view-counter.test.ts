import { createTestDatabase, type TestDatabase } from "@corp/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ViewCounter } from "./view-counter.ts";

describe("ViewCounter", () => {
  let database: TestDatabase;
  const stored = async (id: number) =>
    (await database.db.selectFrom("article").select("views").where("id", "=", id).executeTakeFirstOrThrow())
      .views;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps views in memory until flushed, then adds them to the stored count", async () => {
    const counter = new ViewCounter(database.db, 60_000);
    const before = await stored(1);
    expect(counter.record(1)).toBe(1);
    expect(counter.record(1)).toBe(2);
    expect(counter.record(2)).toBe(1);
    expect(await stored(1)).toBe(before);
    await counter.flush();
    expect(await stored(1)).toBe(before + 2);
    expect(counter.record(1)).toBe(1);
    await counter.flush();
    expect(await stored(1)).toBe(before + 3);
  });

  it("two counters (two server processes) both add their views", async () => {
    const a = new ViewCounter(database.db, 60_000);
    const b = new ViewCounter(database.db, 60_000);
    const before = await stored(3);
    a.record(3);
    b.record(3);
    b.record(3);
    await Promise.all([a.flush(), b.flush()]);
    expect(await stored(3)).toBe(before + 3);
  });

  it("writes on its own after the interval", async () => {
    const counter = new ViewCounter(database.db, 20);
    const before = await stored(4);
    counter.record(4);
    await expect.poll(() => stored(4), { timeout: 5000 }).toBe(before + 1);
  });

  it("keeps the views of a failed write for the next flush, and a failed timed write rejects nothing", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const away = await createTestDatabase();
      await away.close();
      const before = await stored(6);
      // Writes into a closed database fail; the counter keeps going.
      const broken = new ViewCounter(away.db, 20);
      broken.record(6);
      await expect(broken.flush()).rejects.toThrow();
      expect(broken.unstored(6)).toBe(1);
      broken.record(6);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Its timed write may still be on its way on a busy machine: what counts is what it leaves.
      await expect.poll(() => broken.unstored(6)).toBe(2);
      expect(unhandled).toEqual([]);
      expect(await stored(6)).toBe(before);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });

  it("tells the views not stored yet, and every view it has counted, stored or not", async () => {
    const counter = new ViewCounter(database.db, 60_000);
    expect(counter.total(5)).toBe(0);
    counter.record(5);
    counter.record(5);
    expect(counter.unstored(5)).toBe(2);
    await counter.flush();
    expect(counter.unstored(5)).toBe(0);
    counter.record(5);
    expect(counter.unstored(5)).toBe(1);
    expect(counter.total(5)).toBe(3);
    expect(counter.total(6)).toBe(0);
  });
});
