import { describe, expect, it } from "vitest";
import { BUILDADMIN_PAGE_VIEWS } from "../../../modules/auth/buildadmin-menus.ts";
import { limitedAdmin, superCaller } from "../../../test/admin-caller.ts";
import { flatRows, type Row, wireClient, wireSession } from "../../../test/wire-client.ts";

/** The pages of the seeded site that BuildAdmin's client has views for, in its menu's order. */
const BUILDADMIN_PAGES = [
  "dashboard",
  "auth/admin",
  "auth/group",
  "auth/rule",
  "auth/adminLog",
  "user/user",
  "user/group",
  "user/rule",
  "user/moneyLog",
  "user/scoreLog",
  "routine/config",
  "routine/attachment",
  "routine/adminInfo",
  "security/dataRecycleLog",
  "security/sensitiveDataLog",
  "security/dataRecycle",
  "security/sensitiveData",
  "crud/crud",
  "moduleStore/moduleStore",
];

const menuNames = (rows: Row[]) =>
  flatRows(rows)
    .filter((m) => m.type === "menu")
    .map((m) => String(m.name));

describe("BuildAdmin's client: its menu", () => {
  const session = wireSession();

  it("lists only the pages it has a view for, so that no entry opens nothing", async () => {
    const index = await session.ba.get("/admin/Index/index");
    const menus = index.data.menus as Row[];
    expect(new Set(menuNames(menus))).toEqual(new Set(BUILDADMIN_PAGES));
    for (const menu of flatRows(menus).filter((m) => m.type === "menu")) {
      expect(BUILDADMIN_PAGE_VIEWS.has(String(menu.component)), String(menu.name)).toBe(true);
    }
    // The content directory has none of its views: it is left out whole, not shown empty.
    expect(
      flatRows(menus)
        .filter((m) => m.type === "menu_dir")
        .map((m) => m.name),
    ).toEqual(["auth", "user", "routine", "security"]);
    // A page's buttons stay with it (its client builds its auth nodes from them).
    const admins = flatRows(menus).find((m) => m.name === "auth/admin");
    expect(admins?.children?.map((c) => c.name)).toContain("auth/admin/add");
  });

  it("opens the market at the path where its client loads the market's language pack", async () => {
    const index = await session.ba.get("/admin/Index/index");
    const market = flatRows(index.data.menus as Row[]).find((m) => m.name === "moduleStore/moduleStore");
    expect(market).toMatchObject({ path: "moduleStore", component: "/src/views/backend/module/index.vue" });
    const buttons = market?.children?.map((c) => c.name);
    expect(buttons).toEqual(expect.arrayContaining(["moduleStore/moduleStore/install"]));
    // Its market view calls the `module` controller, wherever the page sits.
    expect((await session.ba.get("/admin/module/index")).code).toBe(1);
  });

  it("gives this admin every entry as the rules store them with menus=all", async () => {
    const index = await session.ba.get("/admin/index/index?menus=all");
    const rows = flatRows(index.data.menus as Row[]);
    expect(menuNames(index.data.menus as Row[])).toEqual(
      expect.arrayContaining([...BUILDADMIN_PAGES, "content/article", "content/redirect", "routine/backup"]),
    );
    expect(rows.find((m) => m.name === "moduleStore/moduleStore")?.path).toBe("moduleStore/moduleStore");
    expect((await session.ba.get("/admin/index/index?menus=none")).code).not.toBe(1);
  });

  it("keeps links and iframes, which its client opens without a view, and leaves out a page it has none for", async () => {
    const admin = await superCaller(session.t);
    const common = { pid: 0, type: "menu" as const, keepalive: 0 };
    await admin.auth.rule.add({
      ...common,
      title: "外部文档",
      name: "docs/external",
      path: "docs/external",
      menu_type: "iframe",
      url: "https://example.com/docs",
    });
    await admin.auth.rule.add({
      ...common,
      title: "报表",
      name: "custom/report",
      path: "custom/report",
      menu_type: "tab",
      component: "/src/views/backend/custom/report/index.vue",
    });
    const names = menuNames((await session.ba.get("/admin/Index/index")).data.menus as Row[]);
    expect(names).toContain("docs/external");
    expect(names).not.toContain("custom/report");
    expect(menuNames((await session.ba.get("/admin/index/index?menus=all")).data.menus as Row[])).toContain(
      "custom/report",
    );
  });

  it("titles its menus, the rule lists and the settings groups in English when its client asks in English", async () => {
    const inEnglish = async (url: string) =>
      (
        await session.t.app.inject({
          method: "GET",
          url,
          headers: { batoken: session.token, "think-lang": "en", server: "true" },
        })
      ).json() as { code: number; data: Record<string, unknown> & { list?: Row[] } };
    const titles = (rows: Row[], names: string[]) =>
      names.map((name) => flatRows(rows).find((r) => r.name === name)?.title);

    const english = (await inEnglish("/admin/Index/index")).data.menus as Row[];
    expect(titles(english, ["auth", "auth/admin", "auth/admin/add", "routine/config"])).toEqual([
      "Permissions",
      "Administrators",
      "Add",
      "Settings",
    ]);
    const chinese = (await session.ba.get("/admin/Index/index")).data.menus as Row[];
    expect(titles(chinese, ["auth", "auth/admin", "auth/admin/add"])).toEqual([
      "权限管理",
      "管理员管理",
      "添加",
    ]);

    // The rule pages list the titles it shows; their edit form still opens the stored ones.
    const rules = (await inEnglish("/admin/auth.Rule/index")).data.list ?? [];
    expect(titles(rules, ["auth/admin", "content/article"])).toEqual(["Administrators", "Articles"]);
    const admins = flatRows(rules).find((r) => r.name === "auth/admin");
    expect((await inEnglish(`/admin/auth.Rule/edit?id=${admins?.id}`)).data.row).toMatchObject({
      title: "管理员管理",
      title_en: "Administrators",
    });
    const memberRules = (await inEnglish("/admin/user.Rule/index")).data.list ?? [];
    expect(titles(memberRules, ["account/profile"])).toEqual(["Profile"]);

    // Its settings page: each seeded group's tab and the groups' names in English.
    const config = (await inEnglish("/admin/routine.Config/index")).data as unknown as {
      configGroup: Record<string, string>;
      list: Record<string, { title: string }>;
    };
    expect(config.configGroup).toMatchObject({ basics: "Basics", mail: "Mail", lead: "Leads" });
    expect(config.list.basics?.title).toBe("Basics");
    expect(Object.values(config.configGroup).filter((title) => /\p{Script=Han}/u.test(title))).toEqual([]);
    const zh = (await session.ba.get("/admin/routine.Config/index")).data.configGroup as Record<
      string,
      string
    >;
    expect(zh.basics).toBe("基础配置");
  });

  it("gives an admin of content pages the dashboard and attachments only", async () => {
    const rules = ["dashboard", "routine", "routine/attachment", "content", "content/article"];
    const { token } = await limitedAdmin(session.t, "baeditor", [...rules, "content/article/index"]);
    const names = menuNames(
      (await wireClient(session.t, token).get("/admin/Index/index")).data.menus as Row[],
    );
    expect(names).toEqual(["dashboard", "routine/attachment"]);
  });
});
