import { COLLECTIONS } from "@corp/domain/collections/registry";
import { productDraft } from "@corp/domain/crud-design/test-designs";
import type { Lang } from "@corp/domain/lang";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restOperations } from "../../routes/admin/crud-adapter.ts";
import { superCaller } from "../../test/admin-caller.ts";
import { saveSettings } from "../../test/settings.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

/** 2026-01-15 12:00:00 UTC: 07:00 in New York, the site's zone in these tests. */
const NOON_UTC = Date.UTC(2026, 0, 15, 12, 0, 0) / 1000;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** A CSV's lines as cells (no cell of these tests holds a comma or a quote). */
const cellsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .map((line) => line.split(","));

describe("CSV exports a person can open", () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAdmin(t.app)).token;
    await saveSettings(t, { time_zone: "America/New_York" });
    await t.services.db
      .insertInto("admin")
      .values({
        username: "csv_reader",
        nickname: "表格",
        password: "not-a-hash",
        status: "disable",
        last_login_time: null,
        create_time: NOON_UTC,
        update_time: NOON_UTC,
      })
      .execute();
    const admin = await superCaller(t);
    await admin.crud.crud.generate({ design: productDraft, baseLogId: null });
    await admin.designed.add({
      table: "demo_product",
      row: { name: "样品", stock: 3, on_sale: 1, grade: "a", launch_time: NOON_UTC },
    });
  });
  afterAll(() => t.close());

  const exportOf = (url: string, lang: Lang) =>
    t.app.inject({ method: "GET", url, headers: { batoken: token, "think-lang": lang } });

  it("starts every table's export with a BOM and titles its columns in the asked language", async () => {
    const exports = restOperations().filter((o) => o.action.action === "export");
    expect(exports.length).toBeGreaterThan(20);
    for (const { controller } of exports) {
      const collection = COLLECTIONS.find((c) => c.node === controller.replace(".", "/"));
      expect(collection, controller).toBeDefined();
      for (const lang of ["zh-cn", "en"] as const) {
        const res = await exportOf(`/admin/${controller}/export`, lang);
        expect(res.statusCode, `${controller} ${res.body}`).toBe(200);
        expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
        expect(res.rawPayload.subarray(0, 3), controller).toEqual(BOM);
        const [header = []] = cellsOf(res.body);
        const labels = Object.values(collection?.fields ?? {}).map((f) => f.label[lang]);
        expect(
          header.filter((title) => !labels.includes(title)),
          `${controller} in ${lang}`,
        ).toEqual([]);
      }
    }
    const designed = await exportOf("/admin/designed/demo_product/export", "zh-cn");
    expect(designed.rawPayload.subarray(0, 3)).toEqual(BOM);
    expect(cellsOf(designed.body)[0]).toEqual([
      "ID",
      "名称",
      "库存",
      "在售",
      "等级",
      "上市时间",
      "创建时间",
      "修改时间",
    ]);
  });

  it("writes times as text on the site's clock and statuses and choices in the admin's words", async () => {
    const filter = "search[0][field]=username&search[0][operator]=eq&search[0][val]=csv_reader";
    for (const [lang, words] of [
      ["zh-cn", { status: "状态", created: "创建时间", lastLogin: "最后登录", disabled: "禁用" }],
      ["en", { status: "Status", created: "Created", lastLogin: "Last login", disabled: "Disabled" }],
    ] as const) {
      const [header = [], row = []] = cellsOf(
        (await exportOf(`/admin/auth/admin/export?${filter}`, lang)).body,
      );
      const cell = (title: string) => row[header.indexOf(title)];
      expect(cell(words.status)).toBe(words.disabled);
      expect(cell(words.created)).toBe("2026-01-15 07:00:00");
      expect(cell(words.lastLogin)).toBe("");
    }
    const [header = [], row = []] = cellsOf(
      (await exportOf("/admin/designed/demo_product/export", "en")).body,
    );
    expect(Object.fromEntries(header.map((title, i) => [title, row[i]]))).toMatchObject({
      名称: "样品",
      在售: "Yes",
      等级: "一等",
      上市时间: "2026-01-15 07:00:00",
    });
    expect(row[header.indexOf("Created")]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
