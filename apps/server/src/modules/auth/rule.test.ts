import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, limitedAdmin, superCaller } from "../../test/admin-caller.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

describe("auth.rule", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists the rule tree heaviest first", async () => {
    const caller = await superCaller(t);
    const { list } = await caller.auth.rule.index();
    const auth = list.find((r) => r.name === "auth");
    expect(auth?.type).toBe("menu_dir");
    expect(auth?.children?.map((c) => c.name)).toEqual([
      "auth/admin",
      "auth/group",
      "auth/rule",
      "auth/adminLog",
    ]);
    const flat = await caller.auth.rule.index({ quickSearch: "auth/admin/" });
    expect(flat.list.every((r) => r.name.startsWith("auth/admin/"))).toBe(true);
    const res = await t.app.inject({
      method: "GET",
      url: "/admin/trpc/auth.rule.index",
      headers: { batoken: (await loginAdmin(t.app)).token },
    });
    expect(res.json().result.data.list.length).toBe(list.length);
  });

  it("defaults the icon, keeps menu entry types apart and refuses duplicate names", async () => {
    const caller = await superCaller(t);
    const link = await caller.auth.rule.add({
      title: "Docs",
      name: "docs",
      type: "menu",
      menu_type: "link",
      url: "https://example.com/docs",
      keepalive: 1,
    });
    expect(link).toMatchObject({
      icon: "fa fa-circle-o",
      menu_type: "link",
      url: "https://example.com/docs",
      keepalive: 1,
    });
    const button = await caller.auth.rule.add({
      pid: link.id,
      title: "Btn",
      name: "docs/btn",
      type: "button",
      icon: "fa fa-x",
      menu_type: "tab",
    });
    expect(button).toMatchObject({ icon: "", menu_type: null });
    await expect(caller.auth.rule.add({ title: "Again", name: "docs" })).rejects.toMatchObject({
      cause: { key: "ruleNameTaken" },
    });
    await expect(
      caller.auth.rule.add({
        title: "Bad",
        name: "bad",
        type: "menu",
        menu_type: "iframe",
        url: "javascript:alert(1)",
      }),
    ).rejects.toMatchObject({
      cause: { key: "incorrectParameter" },
    });
    await expect(caller.auth.rule.del({ ids: [link.id] })).rejects.toMatchObject({
      cause: { key: "hasChildren" },
    });
  });

  it("swaps weigh on drag sort, also when the weights are equal", async () => {
    const caller = await superCaller(t);
    const a = await caller.auth.rule.add({ title: "A", name: "sort/a", weigh: 5 });
    const b = await caller.auth.rule.add({ title: "B", name: "sort/b", weigh: 9 });
    await caller.auth.rule.sortable({ id: a.id, targetId: b.id });
    expect((await caller.auth.rule.get({ id: a.id })).weigh).toBe(9);
    expect((await caller.auth.rule.get({ id: b.id })).weigh).toBe(5);
    const c = await caller.auth.rule.add({ title: "C", name: "sort/c", weigh: 7 });
    const d = await caller.auth.rule.add({ title: "D", name: "sort/d", weigh: 7 });
    await caller.auth.rule.sortable({ id: c.id, targetId: d.id });
    const [wc, wd] = [
      (await caller.auth.rule.get({ id: c.id })).weigh,
      (await caller.auth.rule.get({ id: d.id })).weigh,
    ];
    expect(wc).not.toBe(wd);
  });

  it("lets a non-super rule manager see and change only rules he holds, never their names", async () => {
    const manager = await limitedAdmin(t, "rulesman", [
      "auth",
      "auth/rule",
      "auth/rule/index",
      "auth/rule/edit",
      "auth/rule/del",
      "content",
      "content/article",
      "content/article/index",
    ]);
    const caller = callerFor(t, manager.token);
    const visible = await caller.auth.rule.index({ quickSearch: "", limit: 1000 });
    const names = JSON.stringify(visible.list);
    expect(names).toContain("content/article/index");
    expect(names).not.toContain("auth/admin/add");
    const held = await t.services.db
      .selectFrom("admin_rule")
      .selectAll()
      .where("name", "=", "content/article/index")
      .executeTakeFirstOrThrow();
    await expect(caller.auth.rule.edit({ ...held, name: "auth/admin/add2" })).rejects.toMatchObject({
      cause: { key: "ruleNotGrantable" },
    });
    const other = await t.services.db
      .selectFrom("admin_rule")
      .selectAll()
      .where("name", "=", "auth/admin/add")
      .executeTakeFirstOrThrow();
    await expect(caller.auth.rule.edit({ ...other, title: "x" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(caller.auth.rule.del({ ids: [other.id] })).rejects.toMatchObject({
      cause: { key: "noRowsDeleted" },
    });
    const renamed = await caller.auth.rule.edit({ ...held, title: "文章列表" });
    expect(renamed.title).toBe("文章列表");
  });

  it("answers a non-super admin's added rule with the row, and logs the addition", async () => {
    const adder = await limitedAdmin(t, "ruleadder", [
      "auth",
      "auth/rule",
      "auth/rule/index",
      "auth/rule/add",
    ]);
    const added = await callerFor(t, adder.token).auth.rule.add({
      title: "新规则",
      name: "extra/node",
      type: "button",
    });
    expect(added).toMatchObject({ title: "新规则", name: "extra/node" });
    const log = await t.services.db
      .selectFrom("admin_log")
      .select(["title", "username"])
      .where("admin_id", "=", adder.id)
      .where("title", "like", "%添加")
      .execute();
    expect(log).toHaveLength(1);
  });
});
