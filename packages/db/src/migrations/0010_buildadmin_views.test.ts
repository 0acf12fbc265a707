import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../connection.ts";
import { createEmptyTestDatabase } from "../testing.ts";
import { migrations } from "./index.ts";

describe("migration 0010: BuildAdmin's view paths", () => {
  let handle: DatabaseHandle;
  let migrator: Migrator;
  const components = async () => {
    const rows = await handle.db.selectFrom("admin_rule").select(["name", "component"]).execute();
    return Object.fromEntries(rows.map((r) => [r.name, r.component]));
  };

  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
    migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo("0009_data_safety");
    if (before.error) throw before.error;
    const rule = (name: string, type: "menu" | "button", component: string, pid = 0) =>
      handle.db
        .insertInto("admin_rule")
        .values({ pid, type, name, title: name, component })
        .returning("id")
        .executeTakeFirstOrThrow();
    await rule("dashboard", "menu", "dashboard");
    await rule("auth/admin", "menu", "auth/admin");
    await rule("routine/adminInfo", "menu", "routine/adminInfo");
    await rule("content/custom", "menu", "/src/views/backend/mine.vue");
    const crud = await rule("crud/crud", "menu", "crud/crud");
    await rule("crud/crud/index", "button", "", crud.id);
    await rule("moduleStore/moduleStore", "menu", "moduleStore/moduleStore");
    const after = await migrator.migrateTo("0010_buildadmin_views");
    if (after.error) throw after.error;
  });
  afterAll(() => handle.close());

  it("names the views of the menus it seeded, and leaves an admin's own component alone", async () => {
    expect(await components()).toEqual({
      dashboard: "/src/views/backend/dashboard.vue",
      "auth/admin": "/src/views/backend/auth/admin/index.vue",
      "routine/adminInfo": "/src/views/backend/routine/adminInfo.vue",
      "content/custom": "/src/views/backend/mine.vue",
    });
  });

  it("rolls back to rule names and forward again", async () => {
    expect((await migrator.migrateTo("0009_data_safety")).error).toBeUndefined();
    expect((await components())["auth/admin"]).toBe("auth/admin");
    expect((await components())["content/custom"]).toBe("/src/views/backend/mine.vue");
    expect((await migrator.migrateTo("0010_buildadmin_views")).error).toBeUndefined();
    expect((await components())["auth/admin"]).toBe("/src/views/backend/auth/admin/index.vue");
  });
});
