import { createTestDatabase, type TestDatabase } from "@corp/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ViewCounter, type ViewCounterOptions } from "./view-counter.ts";

const KEY = Buffer.from("a key for the tests' visitor hashes");

describe("ViewCounter", () => {
  let database: TestDatabase;
  const stored = async (id: number) =>
    (await database.db.selectFrom("article").select("views").where("id", "=", id).executeTakeFirstOrThrow())
      .views;
  const counter = (options: Partial<ViewCounterOptions> = {}, db = database.db) =>
    new ViewCounter(db, { key: () => KEY, intervalMs: 60_000, ...options });
  /** A clock the test moves (epoch seconds). */
  const clock = (start = 1_900_000_000) => {
    let now = start;
    return { now: () => now, pass: (seconds: number) => (now += seconds) };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps views in memory until flushed, then adds them to the stored count", async () => {
    const views = counter();
    const before = await stored(1);
    expect(views.record(1, "a")).toBe(1);
    expect(views.record(1, "b")).toBe(2);
    expect(views.record(2, "a")).toBe(1);
    expect(await stored(1)).toBe(before);
    await views.flush();
    expect(await stored(1)).toBe(before + 2);
    expect(views.record(1, "c")).toBe(1);
    await views.flush();
    expect(await stored(1)).toBe(before + 3);
  });

  it("counts a visitor once per article and hour, and again once the hour has passed", async () => {
    const time = clock();
    const views = counter({ now: time.now });
    const before = await stored(7);
    expect(views.record(7, "visitor")).toBe(1);
    expect(views.record(7, "visitor")).toBe(1);
    time.pass(30 * 60);
    expect(views.record(7, "visitor")).toBe(1);
    // Another article, or another visitor, is another view.
    views.record(8, "visitor");
    views.record(7, "someone else");
    await views.flush();
    expect(await stored(7)).toBe(before + 2);
    time.pass(30 * 60 - 1);
    views.record(7, "visitor");
    await views.flush();
    expect(await stored(7)).toBe(before + 2);
    time.pass(30 * 60 + 1);
    views.record(7, "visitor");
    await views.flush();
    expect(await stored(7)).toBe(before + 3);
  });

  it("counts a visitor once across servers: the second server's view of the hour is dropped when written", async () => {
    const time = clock(1_950_000_000);
    const a = counter({ now: time.now });
    const b = counter({ now: time.now });
    const before = await stored(9);
    a.record(9, "visitor");
    await a.flush();
    time.pass(60);
    // B has not seen this visitor: it counts the view for now, and drops it when the database says no.
    expect(b.record(9, "visitor")).toBe(1);
    expect(b.total(9)).toBe(1);
    await b.flush();
    expect(await stored(9)).toBe(before + 1);
    expect(b.total(9)).toBe(0);
    // Two servers writing the same new visitor at once: one of them counts it.
    a.record(9, "new visitor");
    b.record(9, "new visitor");
    await Promise.all([a.flush(), b.flush()]);
    expect(await stored(9)).toBe(before + 2);
    expect(a.total(9) + b.total(9)).toBe(2);
  });

  it("stores no visitor: only keyed hashes, which another key does not make", async () => {
    const time = clock(1_960_000_000);
    const views = counter({ now: time.now });
    views.record(10, "203.0.113.9\nMozilla/5.0 (test)");
    await views.flush();
    const rows = await database.db
      .selectFrom("article_view_seen")
      .select(["hash", "seen_at"])
      .where("seen_at", "=", time.now())
      .execute();
    expect(rows).toEqual([
      { hash: views.hashOf(10, "203.0.113.9\nMozilla/5.0 (test)"), seen_at: time.now() },
    ]);
    expect(rows[0]?.hash).toMatch(/^[\w-]{22}$/);
    const other = new ViewCounter(database.db, { key: () => Buffer.from("another site's key") });
    expect(other.hashOf(10, "203.0.113.9\nMozilla/5.0 (test)")).not.toBe(rows[0]?.hash);
  });

  it("forgets claims once their hour has passed, in the database and in memory (bounded)", async () => {
    const time = clock(1_970_000_000);
    const views = counter({ now: time.now, seenEntries: 3 });
    for (const visitor of ["a", "b", "c", "d"]) views.record(11, visitor);
    await views.flush();
    const claims = () =>
      database.db
        .selectFrom("article_view_seen")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("seen_at", ">=", 1_970_000_000)
        .executeTakeFirstOrThrow();
    expect(Number((await claims()).n)).toBe(4);
    // "a" was forgotten in memory (three remembered): its view is asked of the database, which says no.
    const before = await stored(11);
    expect(views.record(11, "a")).toBe(1);
    await views.flush();
    expect(await stored(11)).toBe(before);
    time.pass(3600);
    views.record(11, "e");
    await views.flush();
    expect(Number((await claims()).n)).toBe(1);
  });

  it("writes on its own after the interval", async () => {
    const views = counter({ intervalMs: 20 });
    const before = await stored(4);
    views.record(4, "a");
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
      const broken = counter({ intervalMs: 20 }, away.db);
      broken.record(6, "a");
      await expect(broken.flush()).rejects.toThrow();
      expect(broken.unstored(6)).toBe(1);
      broken.record(6, "b");
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
    const views = counter();
    expect(views.total(5)).toBe(0);
    views.record(5, "a");
    views.record(5, "b");
    expect(views.unstored(5)).toBe(2);
    await views.flush();
    expect(views.unstored(5)).toBe(0);
    views.record(5, "c");
    expect(views.unstored(5)).toBe(1);
    expect(views.total(5)).toBe(3);
    expect(views.total(6)).toBe(0);
  });
});
