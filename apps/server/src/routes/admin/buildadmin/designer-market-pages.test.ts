import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packNoticeModule, packRivalModule } from "../../../../../../examples/module-notice/pack.mjs";
import { packBoardModule } from "../../../test/market-modules.ts";
import { multipartFile } from "../../../test/multipart.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../../test/test-app.ts";
import { wireClient } from "../../../test/wire-client.ts";

/** The calls BuildAdmin's module market and CRUD views make, with the bodies its client sends. */
describe("BuildAdmin's client: the module market's upload and the CRUD view's log", () => {
  let t: TestApp;
  let token: string;
  let ba: ReturnType<typeof wireClient>;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAdmin(t.app)).token;
    ba = wireClient(t, token);
  });
  afterAll(() => t.close());

  const installQuery = (uid: string) =>
    new URLSearchParams({ uid, orderId: "0", token: "official-site-token" });

  /** As its market view does: the zip through the attachment upload first, its address kept. */
  async function uploadAttachment(zip: Buffer): Promise<string> {
    const body = multipartFile("board.zip", zip, "application/zip");
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/ajax/upload",
      payload: body.payload,
      headers: { ...body.headers, batoken: token },
    });
    expect(res.json().code, res.body).toBe(1);
    return res.json().data.file.url as string;
  }

  it("installs from a zip named by its attachment address, with no body", async () => {
    const url = await uploadAttachment(
      await packBoardModule("baboard", { "zh-cn": "公告板", en: "Board" }, "1.0.0"),
    );
    expect(url).toMatch(/^\/storage\/\d{8}\/[0-9a-f]{40}\.zip$/);
    const query = new URLSearchParams({ file: url, token: "official-site-token" });
    // Its client posts the query alone; some versions send an empty JSON body.
    for (const headers of [{}, { "content-type": "application/json" }]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/admin/module/upload?${query}`,
        headers: { batoken: token, ...headers },
      });
      expect(res.json().code, res.body).toBe(1);
      expect(res.json().data.info).toMatchObject({ uid: "baboard", version: "1.0.0" });
    }
    expect((await ba.get("/admin/module/state?uid=baboard")).data.state).toBe(2);
    // Its install names the module in the query, with its store order (0 for a zip) and account token.
    const installed = await ba.post(`/admin/module/install?${installQuery("baboard")}`, { extend: {} });
    expect(installed, installed.msg).toMatchObject({ code: 1, data: { done: true } });
    expect((await ba.get("/admin/module/state?uid=baboard")).data.state).toBe(1);
  });

  it("answers an install's conflicts as its dialog reads them, and installs once every choice is cover", async () => {
    const notice = await uploadAttachment(await packNoticeModule());
    expect((await ba.post(`/admin/module/upload?${new URLSearchParams({ file: notice })}`, {})).code).toBe(1);
    expect((await ba.post(`/admin/module/install?${installQuery("notice")}`, { extend: {} })).code).toBe(1);
    const rival = await uploadAttachment(await packRivalModule());
    expect((await ba.post(`/admin/module/upload?${new URLSearchParams({ file: rival })}`, {})).code).toBe(1);

    const asked = await ba.post(`/admin/module/install?${installQuery("bulletin")}`, { extend: {} });
    expect(asked).toMatchObject({ code: -1, data: { uid: "bulletin", dependConflict: [] } });
    const rows = asked.data.fileConflict as { newFile: string; oldFile: string; solution: string }[];
    expect(rows).toContainEqual({
      newFile: "bulletin: /api/module/notice",
      oldFile: "notice: /api/module/notice",
      solution: "cover",
    });
    const states = async () =>
      Object.fromEntries(
        (await t.services.db.selectFrom("module").select(["uid", "state"]).execute()).map((m) => [
          m.uid,
          m.state,
        ]),
      );
    expect(await states()).toEqual({ baboard: "enable", notice: "enable" });

    // Its dialog sends back each conflict's choice; a module is installed whole here, so discard is refused.
    const choices = (solution: string) => ({
      extend: {
        fileConflict: Object.fromEntries(rows.map((r) => [r.oldFile, solution])),
        dependConflict: {},
      },
    });
    const discarded = await ba.post(`/admin/module/install?${installQuery("bulletin")}`, choices("discard"));
    expect(discarded).toMatchObject({ code: 0, msg: expect.stringContaining("未安装") });
    expect(await states()).toEqual({ baboard: "enable", notice: "enable" });

    const covered = await ba.post(`/admin/module/install?${installQuery("bulletin")}`, choices("cover"));
    expect(covered, covered.msg).toMatchObject({ code: 1, data: { done: true } });
    expect(await states()).toEqual({ baboard: "enable", notice: "disable", bulletin: "enable" });
  });

  it("refuses an install that names no module, or a malformed one", async () => {
    expect((await ba.post("/admin/module/install", { extend: {} })).code).toBe(0);
    expect((await ba.post(`/admin/module/install?${installQuery("../x")}`, { extend: {} })).code).toBe(0);
  });

  it("refuses an address that is no upload, and keeps nothing", async () => {
    for (const file of [`/storage/20260101/${"0".repeat(40)}.zip`, "/etc/passwd", "../../data/app.db"]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/admin/module/upload?${new URLSearchParams({ file, token: "x" })}`,
        headers: { batoken: token, "think-lang": "en" },
      });
      expect(res.json().code, file).toBe(0);
      expect(res.json().msg, file).toContain("no uploaded file at that address");
    }
    const kept = await t.services.db
      .selectFrom("module_package")
      .select("uid")
      .where("stage", "=", "uploaded")
      .execute();
    expect(kept).toEqual([]);
  });

  it("lists the design log at crud.Log/index with its quick search", async () => {
    await t.services.db
      .insertInto("crud_log")
      .values([
        { table_name: "ba_demo_goods", status: "success" },
        { table_name: "ba_demo_orders", status: "delete" },
      ])
      .execute();
    const all = await ba.get("/admin/crud.Log/index");
    expect(all.code, all.msg).toBe(1);
    expect(all.data.total).toBeGreaterThanOrEqual(2);
    const found = await ba.get("/admin/crud.Log/index?quickSearch=orders");
    // Its log dialog prints `row.table.databaseConnection` and `row.table.name`.
    expect(found.data.list).toEqual([
      expect.objectContaining({
        table_name: "ba_demo_orders",
        status: "delete",
        table: { name: "ba_demo_orders", databaseConnection: "" },
      }),
    ]);
  });

  it("points the designer's and the market's menu entries at BuildAdmin's own views", async () => {
    const index = await ba.get("/admin/Index/index");
    type Menu = { name: string; component: string; children?: Menu[] };
    const all = (menus: Menu[]): Menu[] => menus.flatMap((m) => [m, ...all(m.children ?? [])]);
    const component = (name: string) =>
      all(index.data.menus as Menu[]).find((m) => m.name === name)?.component;
    expect(component("crud/crud")).toBe("/src/views/backend/crud/index.vue");
    expect(component("moduleStore/moduleStore")).toBe("/src/views/backend/module/index.vue");
    expect(component("auth/admin")).toBe("/src/views/backend/auth/admin/index.vue");
  });
});
