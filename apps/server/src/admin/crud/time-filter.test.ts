import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../test/admin-caller.ts";
import { saveSettings } from "../../test/settings.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/** 2026-11-27 00:30 UTC: 08:30 in Shanghai, 19:30 the day before in New York. */
const PUBLISHED = Date.parse("2026-11-27T00:30:00Z") / 1000;

/**
 * A time a client sends as text with no zone ("2026-11-27 08:00:00", as BuildAdmin's range filters do) is
 * read on the site's clock, never the server machine's.
 */
describe("time filters on the site's clock", () => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp();
    const article = await t.services.db
      .selectFrom("article")
      .select("id")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    id = article.id;
    await t.services.db
      .updateTable("article")
      .set({ publish_time: PUBLISHED })
      .where("id", "=", id)
      .execute();
  });
  afterAll(() => t.close());

  const found = async (val: string) => {
    const caller = await superCaller(t);
    const { list } = await caller.content.article.index({
      search: [{ field: "publish_time", operator: "RANGE", val }],
      limit: 100,
    });
    return list.some((row) => row.id === id);
  };

  it("reads a range in the site's zone", async () => {
    expect(await found("2026-11-27 08:00:00,2026-11-27 08:59:59")).toBe(true);
    // The same clock reading in UTC is another moment.
    expect(await found("2026-11-27 00:00:00,2026-11-27 00:59:59")).toBe(false);
    // A text with its own zone is that moment.
    expect(await found("2026-11-27T00:00:00Z,2026-11-27T00:59:59Z")).toBe(true);
  });

  it("follows the setting to another zone, and tells clients which", async () => {
    await saveSettings(t, { time_zone: "America/New_York" });
    expect(await found("2026-11-26 19:00:00,2026-11-26 19:59:59")).toBe(true);
    expect(await found("2026-11-27 08:00:00,2026-11-27 08:59:59")).toBe(false);
    const index = await t.app.inject({ method: "GET", url: "/api/index/index?requiredLogin=0" });
    expect(index.json().data.site.timeZone).toBe("America/New_York");
    await saveSettings(t, { time_zone: "Asia/Shanghai" });
  });

  it("refuses a date that does not exist", async () => {
    const caller = await superCaller(t);
    await expect(
      caller.content.article.index({
        search: [{ field: "publish_time", operator: "RANGE", val: "2026-02-30 00:00:00," }],
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
