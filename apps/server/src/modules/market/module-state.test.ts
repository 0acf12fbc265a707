import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packBoardModule } from "../../test/market-modules.ts";
import { moduleAdmin } from "../../test/module-admin.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

/** BuildAdmin's market view polls `GET /admin/module/state?uid=` and reads its Manage constants. */
describe("GET /admin/module/state, as BuildAdmin's market view reads it", () => {
  let t: TestApp;
  let admin: ReturnType<typeof moduleAdmin>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = moduleAdmin(t, (await loginAdmin(t.app)).token);
  });
  afterAll(() => t.close());

  const state = async (uid: string) => (await admin.get(`/admin/module/state?uid=${uid}`)).data?.state;

  it("answers 0, then 2 once uploaded, 1 installed, 6 disabled, 0 again uninstalled", async () => {
    expect(await state("statedemo")).toBe(0);
    const zip = await packBoardModule("statedemo", { "zh-cn": "状态示例", en: "State demo" }, "1.0.0");
    expect((await admin.upload(zip)).code).toBe(1);
    expect(await state("statedemo")).toBe(2);
    expect((await admin.post("/admin/module/install", { uid: "statedemo" })).code).toBe(1);
    expect(await state("statedemo")).toBe(1);
    expect((await admin.post("/admin/module/changeState", { uid: "statedemo", state: false })).code).toBe(1);
    expect(await state("statedemo")).toBe(6);
    expect((await admin.post("/admin/module/uninstall", { uid: "statedemo" })).code).toBe(1);
    expect(await state("statedemo")).toBe(0);
  });

  it("refuses a missing or malformed uid with the catalogue's 400", async () => {
    for (const url of ["/admin/module/state", "/admin/module/state?uid=../x", "/admin/module/state?uid="]) {
      const res = await t.app.inject({
        method: "GET",
        url,
        headers: { batoken: (await loginAdmin(t.app)).token },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe(0);
    }
  });
});
