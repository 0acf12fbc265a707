import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

describe("user.rule", () => {
  let t: TestApp;
  let caller: Awaited<ReturnType<typeof superCaller>>;
  const idOf = async (name: string) =>
    (
      await t.services.db
        .selectFrom("user_rule")
        .select("id")
        .where("name", "=", name)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await createTestApp();
    caller = await superCaller(t);
  });
  afterAll(() => t.close());

  it("lists the member rules as a tree", async () => {
    const { list } = await caller.user.rule.index({});
    const account = list.find((r) => r.name === "account");
    expect(account?.type).toBe("menu_dir");
    expect(account?.children?.map((c) => c.name)).toContain("account/overview");
  });

  it("adds a child page that the groups holding its menu get, normalised by type", async () => {
    const account = await idOf("account");
    const rule = await caller.user.rule.add({
      pid: account,
      type: "menu",
      title: "我的订单",
      name: "account/orders",
      path: "account/orders",
      component: "account/orders",
      url: "https://ignored.example.com",
      no_login_valid: 1,
    });
    expect(rule).toMatchObject({ menu_type: "tab", url: "", icon: "fa fa-circle-o", no_login_valid: 0 });
    const grants = await t.services.db
      .selectFrom("user_group_rule")
      .select("group_id")
      .where("rule_id", "=", rule.id)
      .execute();
    expect(grants).toHaveLength(1);

    const link = await caller.user.rule.add({
      type: "nav",
      title: "帮助中心",
      name: "help",
      menu_type: "link",
      url: "https://help.example.com/",
      component: "ignored",
      no_login_valid: 1,
    });
    expect(link).toMatchObject({
      menu_type: "link",
      url: "https://help.example.com/",
      component: "",
      no_login_valid: 1,
    });
    const button = await caller.user.rule.add({
      pid: rule.id,
      type: "button",
      title: "取消订单",
      name: "account/orders/cancel",
      icon: "fa fa-x",
    });
    expect(button).toMatchObject({ menu_type: null, icon: "" });
  });

  it("refuses a link without an address, a taken name and a fourth level, adding nothing", async () => {
    const before = (await caller.user.rule.index({ select: true })).total;
    await expect(
      caller.user.rule.add({
        type: "menu",
        title: "外链",
        name: "outside",
        menu_type: "iframe",
        url: "javascript:alert(1)",
      }),
    ).rejects.toMatchObject({ cause: { key: "memberRuleUrlRequired" } });
    await expect(caller.user.rule.add({ title: "重复", name: "account/overview" })).rejects.toMatchObject({
      cause: { key: "ruleNameTaken" },
    });
    const third = await idOf("account/orders/cancel");
    await expect(
      caller.user.rule.add({ pid: third, type: "button", title: "四级", name: "level4" }),
    ).rejects.toMatchObject({ cause: { key: "memberRuleTooDeep" } });
    // Moving a two-level branch under a second-level rule would make four levels too.
    const orders = await caller.user.rule.get({ id: await idOf("account/orders") });
    const overview = await idOf("account/overview");
    await expect(caller.user.rule.edit({ ...orders, pid: overview })).rejects.toMatchObject({
      cause: { key: "memberRuleTooDeep" },
    });
    await expect(
      caller.user.rule.edit({ ...orders, pid: await idOf("account/orders/cancel") }),
    ).rejects.toMatchObject({
      cause: { key: "parentIsSelf" },
    });
    expect((await caller.user.rule.index({ select: true })).total).toBe(before);
  });

  it("refuses to delete a rule with children unless they go too", async () => {
    const orders = await idOf("account/orders");
    const cancel = await idOf("account/orders/cancel");
    await expect(caller.user.rule.del({ ids: [orders] })).rejects.toMatchObject({
      cause: { key: "hasChildren" },
    });
    expect(await caller.user.rule.del({ ids: [orders, cancel] })).toEqual({ count: 2 });
  });

  it("drag-sorts rules by swapping their weights", async () => {
    const a = await caller.user.rule.get({ id: await idOf("account/overview") });
    const b = await caller.user.rule.get({ id: await idOf("account/profile") });
    await caller.user.rule.sortable({ id: a.id, targetId: b.id });
    const [a2, b2] = [await caller.user.rule.get({ id: a.id }), await caller.user.rule.get({ id: b.id })];
    expect([a2.weigh, b2.weigh]).toEqual([b.weigh, a.weigh]);
  });
});
