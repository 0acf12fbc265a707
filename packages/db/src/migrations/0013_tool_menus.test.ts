import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../connection.ts";
import { createEmptyTestDatabase } from "../testing.ts";
import { migrations } from "./index.ts";

describe("migration 0013: the designer's and the market's menu entries", () => {
  let handle: DatabaseHandle;
  let migrator: Migrator;
  const names = async () =>
    (await handle.db.selectFrom("admin_rule").select("name").orderBy("name").execute()).map((r) => r.name);

  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
    migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo("0012_crud_designer");
    if (before.error) throw before.error;
  });
  afterAll(() => handle.close());

  it("leaves a database that is not seeded yet to the seed", async () => {
    expect((await migrator.migrateTo("0013_tool_menus")).error).toBeUndefined();
    expect(await names()).toEqual([]);
    expect((await migrator.migrateTo("0012_crud_designer")).error).toBeUndefined();
  });

  it("adds both pages with their buttons after the last entry of a seeded menu, and removes them going down", async () => {
    await handle.db
      .insertInto("admin_rule")
      .values({ pid: 0, type: "menu", name: "dashboard", title: "控制台", weigh: 30 })
      .execute();
    expect((await migrator.migrateTo("0013_tool_menus")).error).toBeUndefined();
    expect(await names()).toEqual([
      "crud/crud",
      "crud/crud/delete",
      "crud/crud/generate",
      "crud/crud/index",
      "crud/crud/logStart",
      "dashboard",
      "moduleStore/moduleStore",
      "moduleStore/moduleStore/changeState",
      "moduleStore/moduleStore/index",
      "moduleStore/moduleStore/install",
      "moduleStore/moduleStore/uninstall",
      "moduleStore/moduleStore/update",
    ]);
    const tops = await handle.db
      .selectFrom("admin_rule")
      .select(["name", "weigh", "component"])
      .where("pid", "=", 0)
      .orderBy("weigh", "desc")
      .execute();
    expect(tops).toEqual([
      { name: "dashboard", weigh: 30, component: "" },
      { name: "crud/crud", weigh: 20, component: "/src/views/backend/crud/crud/index.vue" },
      {
        name: "moduleStore/moduleStore",
        weigh: 10,
        component: "/src/views/backend/moduleStore/moduleStore/index.vue",
      },
    ]);
    expect((await migrator.migrateTo("0012_crud_designer")).error).toBeUndefined();
    expect(await names()).toEqual(["dashboard"]);
  });
});
