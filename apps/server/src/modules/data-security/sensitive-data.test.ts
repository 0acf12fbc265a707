import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../test/admin-caller.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

type Caller = Awaited<ReturnType<typeof superCaller>>;

describe("sensitive data: edits of watched fields logged in the same transaction, rolled back on demand", () => {
  let t: TestApp;
  let caller: Caller;
  let adminId = 0;
  beforeAll(async () => {
    t = await createTestApp();
    caller = await superCaller(t);
    adminId = (
      await caller.auth.admin.add({
        username: "watched_admin",
        nickname: "W",
        password: "watched-Pass1",
        group_arr: [1],
      })
    ).id;
  });
  afterAll(() => t.close());

  const logsOf = (field: string) =>
    t.services.db
      .selectFrom("security_sensitive_data_log")
      .selectAll()
      .where("data_field", "=", field)
      .orderBy("id", "desc")
      .execute();
  const editAdmin = async (values: Record<string, string>) => {
    const current = await caller.auth.admin.get({ id: adminId });
    return caller.auth.admin.edit({
      id: adminId,
      username: current.username,
      nickname: current.nickname,
      email: current.email,
      mobile: current.mobile,
      motto: current.motto,
      avatar: current.avatar,
      group_arr: [1],
      ...values,
    });
  };

  it("logs a watched field's value before and after, and nothing for fields it does not watch", async () => {
    await editAdmin({ email: "first@example.com", nickname: "不记录" });
    const [log] = await logsOf("email");
    expect(log).toMatchObject({
      data_table: "admin",
      id_value: adminId,
      before: "",
      after: "first@example.com",
      data_comment: "邮箱",
      secret: 0,
      admin_id: 1,
    });
    expect(await logsOf("nickname")).toEqual([]);
  });

  it("rolls a change back, once; a field changed again since waits for the later change", async () => {
    await editAdmin({ email: "second@example.com" });
    const [latest, older] = await logsOf("email");
    await expect(caller.security.sensitiveDataLog.rollback({ ids: [older?.id ?? 0] })).rejects.toMatchObject({
      cause: { key: "changedSince" },
    });
    expect((await caller.auth.admin.get({ id: adminId })).email).toBe("second@example.com");
    // Both at once: the later change first, then the earlier one.
    expect(
      await caller.security.sensitiveDataLog.rollback({ ids: [older?.id ?? 0, latest?.id ?? 0] }),
    ).toEqual({
      count: 2,
    });
    expect((await caller.auth.admin.get({ id: adminId })).email).toBe("");
    await expect(caller.security.sensitiveDataLog.rollback({ ids: [latest?.id ?? 0] })).rejects.toMatchObject(
      {
        cause: { key: "alreadyRolledBack" },
      },
    );
  });

  it("keeps a secret field's values masked in the list, filters, order and export, yet rolls it back", async () => {
    await editAdmin({ password: "changed-Pass2" });
    const [log] = await logsOf("password");
    expect(log?.secret).toBe(1);
    expect(log?.before).toMatch(/^\$argon2id\$/);
    const listed = await caller.security.sensitiveDataLog.index({ quickSearch: "password" });
    expect(listed.list[0]).toMatchObject({ before: "***", after: "***" });
    const guessed = await caller.security.sensitiveDataLog.index({
      search: [{ field: "before", operator: "LIKE", val: "argon2" }],
    });
    expect(guessed.list.map((r) => r.id)).not.toContain(log?.id);
    const csv = await caller.security.sensitiveDataLog.exportCsv({});
    expect(csv.csv).not.toContain("argon2");

    await caller.security.sensitiveDataLog.rollback({ ids: [log?.id ?? 0] });
    expect((await loginAdmin(t.app, "watched_admin", "watched-Pass1")).token).toBeTruthy();
  });

  it("keeps a password hash a secret even when the rule is edited to say it is not (N4)", async () => {
    const rule = await t.services.db
      .selectFrom("security_sensitive_data")
      .selectAll()
      .where("controller", "=", "auth/admin")
      .executeTakeFirstOrThrow();
    const fields = rule.data_fields as Record<string, { title: string; secret: boolean }>;
    await caller.security.sensitiveData.edit({
      id: rule.id,
      name: rule.name,
      controller: rule.controller,
      data_fields: { ...fields, password: { title: "密码", secret: false } },
    });
    const saved = await caller.security.sensitiveData.get({ id: rule.id });
    expect(saved.data_fields.password).toEqual({ title: "密码", secret: true });
    // A rule stored as not secret (written before this check, or by hand) changes nothing either.
    await t.services.db
      .updateTable("security_sensitive_data")
      .set({ data_fields: JSON.stringify({ ...fields, password: { title: "密码", secret: false } }) })
      .where("id", "=", rule.id)
      .execute();
    await editAdmin({ password: "hidden-Pass3" });
    const [log] = await logsOf("password");
    expect(log?.secret).toBe(1);
    const listed = await caller.security.sensitiveDataLog.info({ id: log?.id ?? 0 });
    expect(listed).toMatchObject({ before: "***", after: "***" });
    const csv = await caller.security.sensitiveDataLog.exportCsv({});
    expect(csv.csv).not.toContain("argon2");
  });

  it("logs a config password's change without its values, and other settings in clear", async () => {
    const before = new Set((await logsOf("value")).map((v) => v.id));
    await caller.routine.config.saveGroup({
      group: "mail",
      values: { smtp_pass: "mail-s3cret", smtp_user: "bob" },
    });
    const values = (await logsOf("value")).filter((v) => !before.has(v.id));
    const plain = values.find((v) => v.after === '"bob"');
    expect(plain?.secret).toBe(0);
    const pass = await t.services.db
      .selectFrom("config")
      .select("id")
      .where("name", "=", "smtp_pass")
      .executeTakeFirstOrThrow();
    const secret = values.find((v) => v.id_value === pass.id);
    expect(secret).toMatchObject({ secret: 1, before: null, after: null });
    // Nowhere in the log, so in no backup of it either.
    const stored = await t.services.db.selectFrom("security_sensitive_data_log").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain("mail-s3cret");
    const listed = await caller.security.sensitiveDataLog.info({ id: secret?.id ?? 0 });
    expect(listed.after).toBe("***");
    // Its change cannot be rolled back: there is nothing to put back.
    await expect(caller.security.sensitiveDataLog.rollback({ ids: [secret?.id ?? 0] })).rejects.toMatchObject(
      {
        cause: { key: "secretNotKept" },
      },
    );
  });

  it("rolls a JSON value back to its type", async () => {
    // A new port takes the password again (it is kept with where it is sent).
    await caller.routine.config.saveGroup({
      group: "mail",
      values: { smtp_port: "2525", smtp_pass: "mail-s3cret" },
    });
    const [log] = (await logsOf("value")).filter((v) => v.after === "2525" || v.after === '"2525"');
    await caller.security.sensitiveDataLog.rollback({ ids: [log?.id ?? 0] });
    const row = await t.services.db
      .selectFrom("config")
      .select("value")
      .where("name", "=", "smtp_port")
      .executeTakeFirst();
    expect(JSON.stringify(row?.value)).toBe(log?.before);
  });

  it("checks rules against the declared controllers and their tables' fields", async () => {
    await expect(
      caller.security.dataRecycle.add({ name: "x", controller: "auth/adminLog" }),
    ).rejects.toMatchObject({ cause: { key: "controllerNotWatched" } });
    await expect(
      caller.security.sensitiveData.add({
        name: "x",
        controller: "content/corp",
        data_fields: { no_such_field: { title: "无", secret: false } },
      }),
    ).rejects.toMatchObject({ cause: { key: "fieldUnknown" } });
    const rule = await caller.security.sensitiveData.add({
      name: "专题标题",
      controller: "content/topic",
      data_fields: { title: { title: "标题", secret: false } },
    });
    expect(rule).toMatchObject({ data_table: "topic", primary_key: "id", controller_as: "content/topic" });
    const topic = await caller.content.topic.add({ title: "原标题" });
    await caller.content.topic.edit({ id: topic.id, title: "新标题" });
    expect((await logsOf("title")).find((l) => l.data_table === "topic")).toMatchObject({
      before: "原标题",
      after: "新标题",
      sensitive_id: rule.id,
    });
    const controllers = await caller.security.sensitiveData.controllers();
    expect(controllers.find((c) => c.controller === "content/topic")).toMatchObject({
      table: "topic",
      title: "专题管理",
    });
    expect(controllers.find((c) => c.controller === "content/topic")?.fields).toContain("title");
  });
});
