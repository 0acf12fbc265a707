import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tableColumns } from "../../services/data-security/table-catalogue.ts";
import { WATCHED_CONTROLLERS } from "../../services/data-security/watched-controllers.ts";
import { addTestMember, callerFor, limitedAdmin, superCaller } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

type Caller = Awaited<ReturnType<typeof superCaller>>;

/** The rules of the two data-security logs and nothing else: the N2 finding's admin. */
const SECURITY_RULES = [
  "security",
  "security/dataRecycleLog",
  "security/dataRecycleLog/index",
  "security/dataRecycleLog/restore",
  "security/sensitiveDataLog",
  "security/sensitiveDataLog/index",
  "security/sensitiveDataLog/rollback",
];

const notPermitted = (node: string) => ({
  code: "FORBIDDEN",
  cause: { key: "restoreNotPermitted", params: expect.objectContaining({ node }) },
});

describe("restore and rollback write back only what the admin could write himself", () => {
  let t: TestApp;
  let root: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    root = await superCaller(t);
  });
  afterAll(() => t.close());

  /** An admin holding the logs' rules and `more`, as his caller. */
  const auditorHolding = async (username: string, more: string[] = []) =>
    callerFor(t, (await limitedAdmin(t, username, [...SECURITY_RULES, ...more])).token);
  const latestLog = async (
    table: "security_data_recycle_log" | "security_sensitive_data_log",
    dataTable: string,
  ) =>
    (
      await t.services.db
        .selectFrom(table)
        .select("id")
        .where("data_table", "=", dataTable)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow()
    ).id;
  const passwordWorks = async (username: string, password: string) =>
    (
      await t.app.inject({
        method: "POST",
        url: "/admin/index/login",
        payload: { username, password, keep: false },
      })
    ).json().code === 1;

  it("refuses every watched table's restore and rollback to an admin holding only the logs' rules", async () => {
    const auditor = await auditorHolding("auditor");
    for (const [controller, { table }] of Object.entries(WATCHED_CONTROLLERS)) {
      const recycled = await t.services.db
        .insertInto("security_data_recycle_log")
        .values({
          admin_id: 1,
          recycle_id: null,
          data: JSON.stringify({ id: 990_001 }),
          dependents: JSON.stringify([]),
          data_table: table,
          primary_key: "id",
          ip: "127.0.0.1",
          useragent: "vitest",
          create_time: 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await expect(
        auditor.security.dataRecycleLog.restore({ ids: [recycled.id] }),
        controller,
      ).rejects.toMatchObject(notPermitted(`${controller}/add`));

      const field = (await tableColumns(t.services.db, table)).find((c) => c.name !== "id")?.name ?? "";
      const edited = await t.services.db
        .insertInto("security_sensitive_data_log")
        .values({
          admin_id: 1,
          sensitive_id: null,
          data_table: table,
          primary_key: "id",
          data_field: field,
          data_comment: field,
          id_value: 1,
          before: "before",
          after: "after",
          ip: "127.0.0.1",
          useragent: "vitest",
          create_time: 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await expect(
        auditor.security.sensitiveDataLog.rollback({ ids: [edited.id] }),
        controller,
      ).rejects.toMatchObject(notPermitted(`${controller}/edit`));
    }
    const left = await t.services.db
      .selectFrom("security_data_recycle_log")
      .select("id")
      .where("is_restore", "=", 1)
      .execute();
    expect(left).toEqual([]);
  });

  it("keeps a super admin's password reset and a disabled admin as they are (the finding's attack)", async () => {
    const auditor = await auditorHolding("auditor2");
    const boss = await root.auth.admin.add({
      username: "boss",
      nickname: "boss",
      password: "Boss-Pass1",
      group_arr: [1],
    });
    await root.auth.admin.edit({ ...boss, password: "Reset-Pass1", group_arr: [1] });
    const reset = await latestLog("security_sensitive_data_log", "admin");
    await expect(auditor.security.sensitiveDataLog.rollback({ ids: [reset] })).rejects.toMatchObject(
      notPermitted("auth/admin/edit"),
    );
    // Holding the admin page's edit rule is not enough to set back a super admin's password.
    const editor = await auditorHolding("editor", ["auth", "auth/admin", "auth/admin/edit"]);
    await expect(editor.security.sensitiveDataLog.rollback({ ids: [reset] })).rejects.toMatchObject({
      cause: { key: "groupNotGrantable" },
    });
    expect(await passwordWorks("boss", "Boss-Pass1")).toBe(false);
    expect(await passwordWorks("boss", "Reset-Pass1")).toBe(true);

    const clerk = await limitedAdmin(t, "clerk", []);
    const clerkRow = { id: clerk.id, username: "clerk", nickname: "clerk", group_arr: [clerk.groupId] };
    await root.auth.admin.edit({ ...clerkRow, status: "disable" });
    const disabled = await latestLog("security_sensitive_data_log", "admin");
    await expect(auditor.security.sensitiveDataLog.rollback({ ids: [disabled] })).rejects.toMatchObject(
      notPermitted("auth/admin/edit"),
    );
    const status = await t.services.db
      .selectFrom("admin")
      .select("status")
      .where("id", "=", clerk.id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe("disable");
  });

  it("restores a deleted admin only for one who may add admins and grant every group he was in", async () => {
    const created = await root.auth.admin.add({
      username: "deleted_boss",
      nickname: "D",
      password: "Deleted-Pass1",
      group_arr: [1],
    });
    await root.auth.admin.del({ ids: [created.id] });
    const log = await latestLog("security_data_recycle_log", "admin");
    const auditor = await auditorHolding("auditor3");
    await expect(auditor.security.dataRecycleLog.restore({ ids: [log] })).rejects.toMatchObject(
      notPermitted("auth/admin/add"),
    );
    const adder = await auditorHolding("adder", ["auth", "auth/admin", "auth/admin/add"]);
    // He was in the super group, which only a super admin hands out.
    await expect(adder.security.dataRecycleLog.restore({ ids: [log] })).rejects.toMatchObject({
      cause: { key: "groupNotGrantable" },
    });
    expect(await passwordWorks("deleted_boss", "Deleted-Pass1")).toBe(false);
    expect(await root.security.dataRecycleLog.restore({ ids: [log] })).toEqual({ count: 1 });
    expect(await passwordWorks("deleted_boss", "Deleted-Pass1")).toBe(true);
  });

  it("lets an editor who may add articles restore an article, and not a member", async () => {
    const article = await root.content.article.add({ title: "回收的文章", category_id: 1 });
    await root.content.article.del({ ids: [article.id] });
    const articleLog = await latestLog("security_data_recycle_log", "article");
    const writer = await auditorHolding("writer", ["content", "content/article", "content/article/add"]);
    expect(await writer.security.dataRecycleLog.restore({ ids: [articleLog] })).toEqual({ count: 1 });
    expect((await root.content.article.get({ id: article.id })).title).toBe("回收的文章");

    const member = await addTestMember(t, root, "recycled_w");
    await root.user.user.del({ ids: [member.id] });
    const memberLog = await latestLog("security_data_recycle_log", "user");
    await root.content.article.del({ ids: [article.id] });
    const againLog = await latestLog("security_data_recycle_log", "article");
    // Both in one request: all or nothing.
    await expect(
      writer.security.dataRecycleLog.restore({ ids: [againLog, memberLog] }),
    ).rejects.toMatchObject(notPermitted("user/user/add"));
    const users = await t.services.db.selectFrom("user").select("id").where("id", "=", member.id).execute();
    expect(users).toEqual([]);
    const articles = await t.services.db
      .selectFrom("article")
      .select("id")
      .where("id", "=", article.id)
      .execute();
    expect(articles).toEqual([]);
  });
});
