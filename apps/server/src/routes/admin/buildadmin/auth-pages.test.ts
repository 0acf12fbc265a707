import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAdmin, type TestApp } from "../../../test/test-app.ts";
import { flatRows, type Row, wireClient } from "../../../test/wire-client.ts";

/** BuildAdmin's client names a controller by its menu path: "auth/adminLog" -> "auth.AdminLog". */
const controllerOf = (path: string) =>
  path.replace(/\/([a-z])([^/]*)$/, (_m, first: string, rest: string) => `.${first.toUpperCase()}${rest}`);

describe("BuildAdmin's client: menus and the permission pages", () => {
  let t: TestApp;
  let ba: ReturnType<typeof wireClient>;

  beforeAll(async () => {
    t = await createTestApp();
    ba = wireClient(t, (await loginAdmin(t.app)).token);
  });
  afterAll(() => t.close());

  it("names each menu's view as its client registers routes, and every menu's controller answers, in both URL forms", async () => {
    // Every page's, BuildAdmin's menu lists those it has views for (menus.test.ts).
    const index = await ba.get("/admin/index/index?menus=all");
    const menus = flatRows(index.data.menus as Row[]).filter((m) => m.type === "menu");
    expect(menus.length).toBeGreaterThanOrEqual(26);
    for (const menu of menus) {
      const path = String(menu.path);
      expect(menu.component, path).toMatch(/^\/src\/views\/backend\/[A-Za-z/]+(\/index)?\.vue$/);
      // BuildAdmin's module market page talks to its `module` controller, as ours does.
      const urls =
        path === "moduleStore/moduleStore"
          ? ["/admin/module/index"]
          : [`/admin/${controllerOf(path)}/index`, `/admin/${path}/index`];
      for (const url of urls) {
        expect((await ba.get(url)).code, url).toBe(1);
      }
    }
    expect(menus.map((m) => m.name)).toEqual(
      expect.arrayContaining(["crud/crud", "moduleStore/moduleStore"]),
    );
  });

  it("auth.Admin: rows with group names and '1'/'0' statuses; add, partial edit and delete as its form sends them", async () => {
    const list = await ba.get("/admin/auth.Admin/index?limit=10&page=1&order=id,asc");
    const [first] = list.data.list ?? [];
    expect(first).toMatchObject({ username: "admin", status: "1", group_name_arr: ["超级管理组"] });
    expect(Object.keys(list.data).sort()).toEqual(["list", "remark", "total"]);

    const groups = await ba.get(
      "/admin/auth.Group/index?select=true&isTree=true&page=1&initKey=id&initValue=",
    );
    const editors = flatRows(groups.data.list ?? []).find((g) => g.name === "内容编辑组");
    const added = await ba.post("/admin/auth.Admin/add", {
      username: "wire_admin",
      nickname: "线上",
      group_arr: [String(editors?.id)],
      avatar: "",
      email: "",
      mobile: "",
      password: "wire-Pass_123",
      motto: "",
      status: "1",
    });
    expect(added.code, added.msg).toBe(1);
    const id = Number(added.data.row?.id);
    expect(added.data.row).toMatchObject({ status: "1", group_arr: [editors?.id] });

    const form = await ba.get(`/admin/auth.Admin/edit?id=${id}`);
    expect(form.data.row).toMatchObject({ username: "wire_admin", status: "1", group_arr: [editors?.id] });
    expect(form.data.row).not.toHaveProperty("password");

    // A partial edit keeps what it does not name: the groups, the nickname, the password.
    expect((await ba.post("/admin/auth.Admin/edit", { id, status: "0" })).code).toBe(1);
    const stored = await t.services.db
      .selectFrom("admin")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: "disable", nickname: "线上" });
    expect((await ba.get(`/admin/auth.Admin/edit?id=${id}`)).data.row).toMatchObject({
      status: "0",
      group_arr: [editors?.id],
    });
    const filtered = await ba.get(
      "/admin/auth.Admin/index?search[0][field]=status&search[0][val]=0&search[0][operator]=eq",
    );
    expect(filtered.data.list?.map((r) => r.username)).toEqual(["wire_admin"]);

    const removed = await ba.del(`/admin/auth.Admin/del?ids[]=${id}`);
    expect(removed.code).toBe(1);
    expect((await ba.get(`/admin/auth/admin/edit?id=${id}`)).code).toBe(0);
  });

  it("auth.Group: `group` beside the rows, rules as text, checked leaves in the form, the tree's ids saved", async () => {
    const index = await ba.get("/admin/auth.Group/index");
    expect(index.data.group).toEqual([1]);
    const [superGroup] = index.data.list ?? [];
    expect(superGroup).toMatchObject({ name: "超级管理组", rules: "超级管理员", status: "1" });
    const editors = superGroup?.children?.[0];
    expect(editors?.rules).toMatch(/^控制台等 \d+ 项$/);

    expect((await ba.get("/admin/auth.Group/edit?id=1")).data.row?.rules).toEqual(["*"]);
    const form = (await ba.get(`/admin/auth.Group/edit?id=${editors?.id}`)).data.row;
    const rules = await t.services.db.selectFrom("admin_rule").select(["id", "pid", "name"]).execute();
    const byId = new Map(rules.map((r) => [r.id, r]));
    const checked = ((form?.rules ?? []) as number[]).map((r) => byId.get(r)?.name);
    // Leaves only: the client's tree checks a menu from its children.
    expect(checked).toContain("content/article/add");
    expect(checked).not.toContain("content");
    expect(checked).not.toContain("content/article");

    const ids = (...names: string[]) => rules.filter((r) => names.includes(r.name)).map((r) => String(r.id));
    const added = await ba.post("/admin/auth.Group/add", {
      pid: 1,
      name: "线上组",
      rules: ids("routine", "routine/attachment", "routine/attachment/index", "dashboard"),
      status: "1",
    });
    expect(added.code, added.msg).toBe(1);
    const after = await ba.get("/admin/auth.Group/index");
    const created = flatRows(after.data.list ?? []).find((g) => g.name === "线上组");
    expect(created).toMatchObject({ status: "1", rules: "控制台等 4 项" });
  });

  it("auth.Rule: a switch's `{id, status}` changes that row only, and a storm of them changes only the rows named", async () => {
    const before = flatRows((await ba.get("/admin/auth.Rule/index")).data.list ?? []);
    expect(before.length).toBeGreaterThan(100);
    // What the switches read: "1" for every enabled rule, so opening the page sends no edit at all.
    expect(before.every((r) => r.status === "1")).toBe(true);
    expect(before.every((r) => r.keepalive === 0 || r.keepalive === 1)).toBe(true);
    const target = before.find((r) => r.name === "content/banner");
    const neighbour = before.find((r) => r.name === "content/topic");

    expect((await ba.post("/admin/auth.Rule/edit", { id: target?.id, status: "0" })).code).toBe(1);
    const after = flatRows((await ba.get("/admin/auth/rule/index")).data.list ?? []);
    // Rows compared without their children (a parent's children list holds the changed row).
    const own = ({ children: _children, ...row }: Row) => JSON.stringify(row);
    const changed = after.filter((r) => own(r) !== own(before.find((b) => b.id === r.id) ?? { id: 0 }));
    expect(changed.map((r) => r.name)).toEqual(["content/banner"]);
    const { status, update_time, children, ...kept } = changed[0] ?? { id: 0 };
    const { status: _s, update_time: _u, children: _c, ...was } = target ?? { id: 0 };
    expect(status).toBe("0");
    expect(kept).toEqual(was);

    // The same edit sent for every row (as a page whose switches disagreed with the answers would):
    // each row takes the value it was sent, and a row sent "1" stays enabled.
    for (const rule of before.slice(0, 20)) {
      const sent = rule.id === neighbour?.id ? "0" : "1";
      expect((await ba.post("/admin/auth.Rule/edit", { id: rule.id, status: sent })).code).toBe(1);
    }
    const stored = await t.services.db.selectFrom("admin_rule").select(["name", "status"]).execute();
    const disabled = stored
      .filter((r) => r.status === "disable")
      .map((r) => r.name)
      .sort();
    const expected = [
      "content/banner",
      ...(before.slice(0, 20).some((r) => r.id === neighbour?.id) ? ["content/topic"] : []),
    ];
    expect(disabled).toEqual(expected.sort());
    expect(
      (await ba.post("/admin/auth.Rule/edit", { id: target?.id, status: "1", keepalive: "1" })).code,
    ).toBe(1);
    const restored = await t.services.db
      .selectFrom("admin_rule")
      .selectAll()
      .where("name", "=", "content/banner")
      .executeTakeFirstOrThrow();
    expect(restored).toMatchObject({
      status: "enable",
      keepalive: 1,
      title: target?.title,
      pid: target?.pid,
    });
  });
});
