import { describe, expect, it } from "vitest";
import { BUILDADMIN_PAGE_VIEWS } from "../../../modules/auth/buildadmin-menus.ts";
import { limitedAdmin, superCaller } from "../../../test/admin-caller.ts";
import { flatRows, type Row, wireClient, wireSession } from "./wire-client.ts";

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

  it("gives an admin of content pages the dashboard and attachments only", async () => {
    const rules = ["dashboard", "routine", "routine/attachment", "content", "content/article"];
    const { token } = await limitedAdmin(session.t, "baeditor", [...rules, "content/article/index"]);
    const names = menuNames(
      (await wireClient(session.t, token).get("/admin/Index/index")).data.menus as Row[],
    );
    expect(names).toEqual(["dashboard", "routine/attachment"]);
  });
});
