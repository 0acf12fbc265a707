import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

describe("user.group", () => {
  let t: TestApp;
  let caller: Awaited<ReturnType<typeof superCaller>>;
  const ruleIds = async (...names: string[]) =>
    (
      await t.services.db
        .selectFrom("user_rule")
        .select("id")
        .where("name", "in", names)
        .orderBy("id")
        .execute()
    ).map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    caller = await superCaller(t);
  });
  afterAll(() => t.close());

  it("lists the seeded group with its rules and member count", async () => {
    const { list } = await caller.user.group.index({});
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: "默认分组", members: 0, status: "enable" });
    expect(list[0]?.rules.length).toBeGreaterThan(3);
  });

  it("adds and edits a group with the member rules it grants; members of it see exactly those menus", async () => {
    const rules = await ruleIds("account", "account/overview");
    const group = await caller.user.group.add({ name: "VIP", rules });
    expect(group).toMatchObject({ name: "VIP", rules, members: 0 });
    const member = await caller.user.user.add({
      username: "vip_one",
      nickname: "vip",
      password: "member-Pass1",
      group_id: group.id,
    });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/checkIn",
      payload: { tab: "login", username: "vip_one", password: "member-Pass1" },
    });
    const token = login.json().data.userInfo.token as string;
    const menus = async () =>
      (
        await t.app.inject({ method: "GET", url: "/api/index/index", headers: { "ba-user-token": token } })
      ).json().data.menus as { name: string; children: { name: string }[] }[];
    expect((await menus()).map((m) => [m.name, m.children.map((c) => c.name)])).toEqual([
      ["account", ["account/overview"]],
    ]);

    const more = await ruleIds("account", "account/overview", "account/profile");
    const edited = await caller.user.group.edit({
      id: group.id,
      name: "VIP 会员",
      rules: more,
      status: "enable",
    });
    expect(edited).toMatchObject({ name: "VIP 会员", rules: more, members: 1 });
    expect((await menus())[0]?.children.map((c) => c.name).sort()).toEqual([
      "account/overview",
      "account/profile",
    ]);
    expect(member.group_name).toBe("VIP");
  });

  it("refuses an unknown rule and changes nothing", async () => {
    const { list } = await caller.user.group.index({ quickSearch: "VIP" });
    const group = list[0];
    if (!group) throw new Error("no VIP group");
    await expect(
      caller.user.group.edit({
        id: group.id,
        name: "changed",
        rules: [...group.rules, 99999],
        status: "enable",
      }),
    ).rejects.toMatchObject({ cause: { key: "incorrectParameter" } });
    expect(await caller.user.group.get({ id: group.id })).toMatchObject({
      name: group.name,
      rules: group.rules,
    });
  });

  it("refuses to delete a group members belong to, and the last group", async () => {
    const { list } = await caller.user.group.index({});
    const vip = list.find((g) => g.members > 0);
    if (!vip) throw new Error("no group in use");
    await expect(caller.user.group.del({ ids: [vip.id] })).rejects.toMatchObject({
      cause: { key: "memberGroupInUse" },
    });
    const seeded = list.find((g) => g.name === "默认分组");
    if (!seeded) throw new Error("no seeded group");
    // The seeded group is empty; with the VIP group gone it would be the last one.
    const members = await t.services.db
      .selectFrom("user")
      .select("id")
      .where("group_id", "=", vip.id)
      .execute();
    await caller.user.user.del({ ids: members.map((m) => m.id) });
    await expect(caller.user.group.del({ ids: [vip.id, seeded.id] })).rejects.toMatchObject({
      cause: { key: "memberGroupLast" },
    });
    expect((await caller.user.group.index({})).total).toBe(2);
    expect(await caller.user.group.del({ ids: [vip.id] })).toEqual({ count: 1 });
    const grants = await t.services.db
      .selectFrom("user_group_rule")
      .select("rule_id")
      .where("group_id", "=", vip.id)
      .execute();
    expect(grants).toEqual([]);
  });
});
