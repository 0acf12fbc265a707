import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../auth/password.ts";
import { callerFor, limitedAdmin, superCaller } from "../../test/admin-caller.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

describe("auth.admin", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("adds an admin with a hashed password that is never answered, and logs the write masked", async () => {
    const caller = await superCaller(t);
    const saved = await caller.auth.admin.add({
      username: "writer1",
      nickname: "Writer",
      password: "writer-Pass1",
      group_arr: [1],
    });
    expect(saved.username).toBe("writer1");
    expect(saved.group_arr).toEqual([1]);
    expect(JSON.stringify(saved)).not.toContain("writer-Pass1");
    expect("password" in saved).toBe(false);
    const row = await t.services.db
      .selectFrom("admin")
      .select("password")
      .where("id", "=", saved.id)
      .executeTakeFirstOrThrow();
    expect(row.password.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(row.password, "writer-Pass1")).toBe(true);
    const log = await t.services.db
      .selectFrom("admin_log")
      .selectAll()
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(log.title).toBe("管理员管理-添加");
    expect(log.url).toBe("/admin/trpc/auth.admin.add");
    expect(log.useragent).toBe("vitest");
    expect(JSON.stringify(log.data)).not.toContain("writer-Pass1");
    expect((log.data as Record<string, unknown>).password).toBe("***");
    const list = await caller.auth.admin.index({ quickSearch: "writer" });
    expect(list.total).toBe(1);
    expect(JSON.stringify(list)).not.toContain("argon2");
  });

  it("keeps the password an edit leaves empty; a new one replaces it and ends that admin's sessions", async () => {
    const caller = await superCaller(t);
    const saved = await caller.auth.admin.add({
      username: "keeper1",
      nickname: "Keeper",
      password: "keeper-Pass1",
      group_arr: [1],
    });
    const hashOf = async () =>
      (
        await t.services.db
          .selectFrom("admin")
          .select("password")
          .where("id", "=", saved.id)
          .executeTakeFirstOrThrow()
      ).password;
    const first = await hashOf();
    await loginAdmin(t.app, "keeper1", "keeper-Pass1");
    const sessions = () =>
      t.services.db
        .selectFrom("token")
        .select("token_hash")
        .where("user_id", "=", saved.id)
        .where("type", "in", ["admin", "admin-refresh"])
        .execute();
    expect((await sessions()).length).toBeGreaterThan(0);
    await caller.auth.admin.edit({ ...saved, nickname: "Keeper 2", password: "" });
    expect(await hashOf()).toBe(first);
    expect((await sessions()).length).toBeGreaterThan(0);
    await caller.auth.admin.edit({ ...saved, password: "keeper-Pass2" });
    expect(await verifyPassword(await hashOf(), "keeper-Pass2")).toBe(true);
    expect(await sessions()).toEqual([]);
    await caller.auth.admin.del({ ids: [saved.id] });
  });

  it("refuses a taken username with the duplicate-data message and adds nothing", async () => {
    const caller = await superCaller(t);
    await expect(
      caller.auth.admin.add({ username: "admin", nickname: "Dup", password: "dup-Pass1", group_arr: [1] }),
    ).rejects.toMatchObject({ cause: { key: "duplicateData" } });
    const rows = await t.services.db.selectFrom("admin").select("id").where("nickname", "=", "Dup").execute();
    expect(rows).toEqual([]);
  });

  it("refuses deleting or disabling oneself and changes nothing", async () => {
    const caller = await superCaller(t);
    await expect(caller.auth.admin.del({ ids: [1] })).rejects.toMatchObject({
      cause: { key: "cannotDeleteSelf" },
    });
    const me = await caller.auth.admin.get({ id: 1 });
    await expect(caller.auth.admin.edit({ ...me, status: "disable", password: "" })).rejects.toMatchObject({
      cause: { key: "cannotDisableSelf" },
    });
    const after = await t.services.db
      .selectFrom("admin")
      .select("status")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe("enable");
  });

  it("refuses an unknown filter field with the catalogue message", async () => {
    const caller = await superCaller(t);
    await expect(
      caller.auth.admin.index({ search: [{ field: "password", operator: "LIKE", val: "$" }] }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", cause: { key: "incorrectParameter" } });
    await expect(caller.auth.admin.index({ order: "id; drop table admin,asc" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("lets a limited admin put others only into groups he could grant", async () => {
    const limited = await limitedAdmin(t, "manager1", [
      "auth",
      "auth/admin",
      "auth/admin/index",
      "auth/admin/add",
      "auth/admin/edit",
      "auth/admin/del",
    ]);
    const caller = callerFor(t, limited.token);
    await expect(
      caller.auth.admin.add({ username: "sneaky1", nickname: "S", password: "sneaky-Pass1", group_arr: [1] }),
    ).rejects.toMatchObject({ cause: { key: "groupNotGrantable" } });
    await expect(caller.auth.admin.del({ ids: [1] })).rejects.toMatchObject({
      cause: { key: "groupNotGrantable" },
    });
    const superAdmin = await caller.auth.admin.get({ id: 1 });
    await expect(caller.auth.admin.edit({ ...superAdmin, password: "hijack-Pass1" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect((await loginAdmin(t.app)).token).toBeTruthy();
    const made = await caller.auth.admin.add({
      username: "helper1",
      nickname: "H",
      password: "helper-Pass1",
      group_arr: [limited.groupId],
    });
    expect(made.group_arr).toEqual([limited.groupId]);
  });
});
