import { COUNTED_TOTAL_CAP } from "@corp/domain/list-total";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../test/admin-caller.ts";
import { addAdminLogs } from "../../test/generated-rows.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

/** More rows than the lists count: the total is capped, the pages still come in order. */
const ROWS = COUNTED_TOTAL_CAP + 50;

describe("a list of more than 10,000 rows (issue 49, item 3)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await addAdminLogs(t.services.db, ROWS, {
      title: sql`case when n % 1000 = 0 then '稀有操作' else '常见操作' end`,
    });
  }, 300_000);
  afterAll(() => t?.close());

  it("answers a total of 10,001 for more than 10,000 matching rows, and an exact one below", async () => {
    const caller = await superCaller(t);
    const first = await caller.auth.adminLog.index({ limit: 20, page: 1 });
    expect(first.total).toBe(COUNTED_TOTAL_CAP + 1);
    expect(first.list).toHaveLength(20);
    const rare = await caller.auth.adminLog.index({ limit: 20, page: 1, quickSearch: "稀有操作" });
    expect(rare.total).toBe(10);
  });

  it("pages past the counted rows in the same order as the whole table", async () => {
    const caller = await superCaller(t);
    const page = 503;
    const deep = await caller.auth.adminLog.index({ limit: 20, page });
    const expected = await t.services.db
      .selectFrom("admin_log")
      .select("id")
      .orderBy("id", "desc")
      .limit(20)
      .offset((page - 1) * 20)
      .execute();
    expect(expected.length).toBeGreaterThan(0);
    expect(deep.list.map((row) => Number(row.id))).toEqual(expected.map((row) => Number(row.id)));
  });

  it("keeps total a number in BuildAdmin's dialect: the capped one", async () => {
    const { token } = await loginAdmin(t.app);
    const res = await t.app.inject({
      method: "GET",
      url: "/admin/auth.AdminLog/index?limit=10&page=1",
      headers: { batoken: token },
    });
    expect(res.json().data.total).toBe(COUNTED_TOTAL_CAP + 1);
  });
});
