import { createTestDatabase, type TestDatabase } from "@corp/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Throttle } from "./throttle.ts";

describe("Throttle: keyed counters in the database", () => {
  let database: TestDatabase;
  let clock = 1_000_000;
  let throttle: Throttle;
  beforeAll(async () => {
    database = await createTestDatabase();
    throttle = new Throttle(database.db, () => clock);
  });
  afterAll(() => database.close());

  const limit = { limit: 3, windowSeconds: 60 };

  it("counts hits of a key in its window and says when the limit is reached", async () => {
    expect(await throttle.hit("register:ip:1.2.3.4", limit)).toEqual({
      count: 1,
      reached: false,
      resetIn: 60,
    });
    await throttle.hit("register:ip:1.2.3.4", limit);
    clock += 10;
    expect(await throttle.hit("register:ip:1.2.3.4", limit)).toEqual({
      count: 3,
      reached: true,
      resetIn: 50,
    });
    expect((await throttle.peek("register:ip:1.2.3.4", limit)).count).toBe(3);
    expect((await throttle.peek("register:ip:5.6.7.8", limit)).count).toBe(0);
  });

  it("starts again once the window has passed", async () => {
    clock += 60;
    expect((await throttle.peek("register:ip:1.2.3.4", limit)).reached).toBe(false);
    expect((await throttle.hit("register:ip:1.2.3.4", limit)).count).toBe(1);
  });

  it("counts every one of many concurrent hits", async () => {
    const many = { limit: 100, windowSeconds: 600 };
    await Promise.all(Array.from({ length: 25 }, () => throttle.hit("mail:to:a@b.cn", many)));
    expect((await throttle.peek("mail:to:a@b.cn", many)).count).toBe(25);
  });

  it("is shared by every process on the database: a second instance sees the same count", async () => {
    const other = new Throttle(database.db, () => clock);
    expect((await other.peek("mail:to:a@b.cn", { limit: 25, windowSeconds: 600 })).reached).toBe(true);
  });

  it("clears keys and purges counters whose window is long over", async () => {
    await throttle.clear(["mail:to:a@b.cn"]);
    expect((await throttle.peek("mail:to:a@b.cn", limit)).count).toBe(0);
    clock += 100_000;
    await throttle.purgeExpired(3600);
    const left = await database.db.selectFrom("rate_limit").select("key").execute();
    expect(left).toEqual([]);
  });
});
