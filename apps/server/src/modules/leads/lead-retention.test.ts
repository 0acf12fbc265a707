import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowSeconds } from "../../envelope.ts";
import { setConfig } from "../../test/member.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { retentionTick } from "./lead-retention.ts";

const DAY = 86_400;

describe("lead retention", () => {
  let t: TestApp;
  const now = nowSeconds();
  const addLead = (name: string, daysAgo: number) =>
    t.services.db
      .insertInto("lead")
      .values({ name, message: "hello", submit_key: randomUUID(), create_time: now - daysAgo * DAY })
      .execute();
  const names = async () =>
    (await t.services.db.selectFrom("lead").select("name").orderBy("name").execute()).map((r) => r.name);

  beforeAll(async () => {
    t = await createTestApp();
    await addLead("fresh", 1);
    await addLead("month", 29);
    await addLead("old", 31);
    await addLead("ancient", 400);
  });
  afterAll(() => t.close());

  it("keeps every lead while the setting is 0", async () => {
    expect(await retentionTick(t.services, now)).toBe(0);
    expect(await names()).toEqual(["ancient", "fresh", "month", "old"]);
  });

  it("deletes the leads older than the days the settings keep them, and only those", async () => {
    await setConfig(t, "lead_retention_days", 30);
    expect(await retentionTick(t.services, now)).toBe(2);
    expect(await names()).toEqual(["fresh", "month"]);
    expect(await retentionTick(t.services, now)).toBe(0);
    // A day on, the month-old lead is past the thirty days too.
    expect(await retentionTick(t.services, now + 2 * DAY)).toBe(1);
    expect(await names()).toEqual(["fresh"]);
  });

  it("keeps what a wrong setting written by other means would delete: it counts as the default, keep", async () => {
    await setConfig(t, "lead_retention_days", -5);
    expect(await retentionTick(t.services, now + 400 * DAY)).toBe(0);
    expect(await names()).toEqual(["fresh"]);
  });
});
