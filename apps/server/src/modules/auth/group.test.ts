import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, limitedAdmin, superCaller } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

describe("auth.group", () => {
  let t: TestApp;
  const ruleId = async (name: string) =>
    (
      await t.services.db
        .selectFrom("admin_rule")
        .select("id")
        .where("name", "=", name)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists groups as a tree with their rules", async () => {
    const caller = await superCaller(t);
    const { list } = await caller.auth.group.index({});
    expect(list.length).toBeGreaterThanOrEqual(1);
    const root = list.find((g) => g.id === 1);
    expect(root?.super).toBe(true);
    expect(root?.children?.length ?? 0).toBeGreaterThanOrEqual(1);
  });

  it("lets a super admin create a group with rules", async () => {
    const caller = await superCaller(t);
    const rules = [
      await ruleId("content"),
      await ruleId("content/article"),
      await ruleId("content/article/index"),
    ];
    const group = await caller.auth.group.add({ pid: 1, name: "Writers", rules });
    expect(group.rules.sort()).toEqual([...rules].sort());
  });

  it("refuses privilege escalation by a group manager and changes nothing", async () => {
    const manager = await limitedAdmin(t, "groupman", [
      "auth",
      "auth/group",
      "auth/group/index",
      "auth/group/add",
      "auth/group/edit",
      "auth/group/del",
      "content",
      "content/article",
      "content/article/index",
    ]);
    const caller = callerFor(t, manager.token);
    const before = await t.services.db.selectFrom("admin_group").select("id").execute();
    await expect(
      caller.auth.group.add({
        pid: manager.groupId,
        name: "Escalated",
        rules: [await ruleId("auth/admin/add")],
      }),
    ).rejects.toMatchObject({ cause: { key: "ruleNotGrantable" } });
    await expect(
      caller.auth.group.add({ pid: manager.groupId, name: "Super", super: true, rules: [] }),
    ).rejects.toMatchObject({
      cause: { key: "superGroupNotAllowed" },
    });
    // His own group is what he holds: widening it would be granting himself rules.
    const own = await caller.auth.group.get({ id: manager.groupId });
    await expect(
      caller.auth.group.edit({ ...own, rules: [...own.rules, await ruleId("auth/admin/add")] }),
    ).rejects.toMatchObject({ cause: { key: "cannotChangeOwnGroups" } });
    // The super group is beyond him.
    const superGroup = await caller.auth.group.get({ id: 1 });
    await expect(caller.auth.group.edit({ ...superGroup, name: "mine", rules: [] })).rejects.toMatchObject({
      cause: { key: "groupNotGrantable" },
    });
    await expect(caller.auth.group.del({ ids: [1] })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const after = await t.services.db.selectFrom("admin_group").select("id").execute();
    expect(after).toEqual(before);
    const grants = await t.services.db
      .selectFrom("admin_group_rule")
      .select("rule_id")
      .where("group_id", "=", manager.groupId)
      .execute();
    expect(grants).toHaveLength(9);
    // Within what he holds, he may create groups.
    const ok = await caller.auth.group.add({
      pid: manager.groupId,
      name: "Readers",
      rules: [await ruleId("content/article/index")],
    });
    expect(ok.rules).toEqual([await ruleId("content/article/index")]);
  });

  it("refuses a parent that would make a cycle, and deleting a group with children", async () => {
    const caller = await superCaller(t);
    const parent = await caller.auth.group.add({ pid: 1, name: "Parent", rules: [] });
    const child = await caller.auth.group.add({ pid: parent.id, name: "Child", rules: [] });
    await expect(caller.auth.group.edit({ ...parent, pid: child.id })).rejects.toMatchObject({
      cause: { key: "parentIsSelf" },
    });
    await expect(caller.auth.group.del({ ids: [parent.id] })).rejects.toMatchObject({
      cause: { key: "hasChildren" },
    });
    await expect(caller.auth.group.del({ ids: [parent.id, child.id] })).resolves.toEqual({ count: 2 });
  });

  it("refuses deleting the group one belongs to", async () => {
    const caller = await superCaller(t);
    await expect(caller.auth.group.del({ ids: [1] })).rejects.toMatchObject({
      cause: { key: "groupInUseSelf" },
    });
  });

  it("keeps the super flag when an edit leaves it out, and a super group holds no rules of its own", async () => {
    const caller = await superCaller(t);
    const { super: _flag, ...sent } = await caller.auth.group.get({ id: 1 });
    const renamed = await caller.auth.group.edit({
      ...sent,
      name: "超级管理组",
      rules: [await ruleId("dashboard")],
    });
    expect(renamed).toMatchObject({ super: true, rules: [] });
    const made = await caller.auth.group.add({
      pid: 1,
      name: "Also super",
      super: true,
      rules: [await ruleId("dashboard")],
    });
    expect(made).toMatchObject({ super: true, rules: [] });
    const plain = await caller.auth.group.edit({ ...made, super: false, rules: [await ruleId("dashboard")] });
    expect(plain).toMatchObject({ super: false, rules: [await ruleId("dashboard")] });
    await caller.auth.group.del({ ids: [made.id] });
  });
});
