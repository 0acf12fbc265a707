import type { MenuRule } from "@corp/contract/types";
import { tableDesign } from "@corp/domain/crud-design/design-schema";
import { productDraft } from "@corp/domain/crud-design/test-designs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../test/admin-caller.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

const flatten = (rules: MenuRule[]): MenuRule[] => rules.flatMap((r) => [r, ...flatten(r.children)]);

describe("English titles of admin and member rules", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof superCaller>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await superCaller(t);
  });
  afterAll(() => t.close());

  const adminMenus = async () => {
    const { token } = await loginAdmin(t.app);
    const res = await t.app.inject({
      method: "GET",
      url: "/admin/index/index?menus=all",
      headers: { batoken: token },
    });
    return flatten(res.json().data.menus as MenuRule[]);
  };

  it("stores an admin rule's English title, empties it to null, and carries it in the admin menus", async () => {
    const added = await admin.auth.rule.add({
      type: "menu",
      pid: 0,
      title: "报表中心",
      title_en: "  Report centre ",
      name: "custom/report",
      path: "custom/report",
    });
    expect(added.title_en).toBe("Report centre");
    const menu = (await adminMenus()).find((r) => r.name === "custom/report");
    expect(menu).toMatchObject({ title: "报表中心", title_en: "Report centre" });

    const edited = await admin.auth.rule.edit({ ...added, title_en: "" });
    expect(edited.title_en).toBeNull();
    expect((await adminMenus()).find((r) => r.name === "custom/report")?.title_en).toBeNull();
    await expect(admin.auth.rule.edit({ ...added, title_en: "x".repeat(101) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("carries the seeded English titles in the menus, as stored in the rules", async () => {
    const menus = await adminMenus();
    expect(menus.find((r) => r.name === "content/article")?.title_en).toBe("Articles");
    expect(menus.find((r) => r.name === "auth")?.title_en).toBe("Permissions");
  });

  it("stores a member rule's English title and carries it in the member rules", async () => {
    const added = await admin.user.rule.add({
      type: "nav",
      pid: 0,
      title: "服务支持",
      title_en: "Support",
      name: "support",
      path: "support",
      no_login_valid: 1,
    });
    expect(added.title_en).toBe("Support");
    const res = await t.app.inject({ method: "GET", url: "/api/index/index" });
    const rules = flatten(res.json().data.rules as MenuRule[]);
    expect(rules.find((r) => r.name === "support")).toMatchObject({ title: "服务支持", title_en: "Support" });
    const found = await admin.user.rule.index({ quickSearch: "Support" });
    expect(found.list.map((r) => r.name)).toContain("support");
  });

  it("writes a designed table's English title into its menu rule, and follows a change of it", async () => {
    const design = tableDesign.parse(productDraft);
    const created = await admin.crud.crud.generate({ design, baseLogId: null });
    const menuOf = async () => (await adminMenus()).find((r) => r.name === "designed/demo_product");
    expect(await menuOf()).toMatchObject({ title: "演示产品", title_en: "Demo products" });
    expect((await adminMenus()).find((r) => r.name === "designed")?.title_en).toBe("Custom data");

    const renamed = await admin.crud.crud.generate({
      design: { ...design, title: "样品", titleEn: "Samples" },
      baseLogId: created.logId,
    });
    expect(await menuOf()).toMatchObject({ title: "样品", title_en: "Samples" });
    await admin.crud.crud.generate({ design: { ...design, titleEn: "" }, baseLogId: renamed.logId });
    expect(await menuOf()).toMatchObject({ title: "演示产品", title_en: null });
  });
});
