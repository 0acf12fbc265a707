import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../connection.ts";
import { createEmptyTestDatabase } from "../testing.ts";
import { migrations } from "./index.ts";

describe("migration 0014: English titles of admin and member rules", () => {
  let handle: DatabaseHandle;
  let migrator: Migrator;
  const columnsOf = async (table: string) =>
    (await handle.db.introspection.getTables())
      .find((t) => t.name === table && t.schema === "public")
      ?.columns.map((c) => c.name) ?? [];

  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
    migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo("0013_tool_menus");
    if (before.error) throw before.error;
  });
  afterAll(() => handle.close());

  it("adds a nullable title_en, filled from the seeded list for the seeded entries only", async () => {
    await handle.db
      .insertInto("admin_rule")
      .values([
        { pid: 0, type: "menu", name: "content/article", title: "文章管理" },
        { pid: 0, type: "menu", name: "custom/report", title: "报表" },
      ])
      .execute();
    await handle.db
      .insertInto("user_rule")
      .values([
        { pid: 0, type: "menu", name: "account/balance", title: "我的余额" },
        { pid: 0, type: "menu", name: "account/custom", title: "自定义" },
      ])
      .execute();
    expect((await migrator.migrateTo("0014_rule_english_titles")).error).toBeUndefined();
    const admin = await handle.db
      .selectFrom("admin_rule")
      .select(["name", "title_en"])
      .orderBy("name")
      .execute();
    expect(admin).toEqual([
      { name: "content/article", title_en: "Articles" },
      { name: "custom/report", title_en: null },
    ]);
    const member = await handle.db
      .selectFrom("user_rule")
      .select(["name", "title_en"])
      .orderBy("name")
      .execute();
    expect(member).toEqual([
      { name: "account/balance", title_en: "Balance" },
      { name: "account/custom", title_en: null },
    ]);
    await handle.db
      .updateTable("admin_rule")
      .set({ title_en: "Reports" })
      .where("name", "=", "custom/report")
      .execute();
    expect(
      await handle.db
        .selectFrom("admin_rule")
        .select("title_en")
        .where("name", "=", "custom/report")
        .executeTakeFirst(),
    ).toEqual({ title_en: "Reports" });
  });

  it("removes the column going down, keeping the rules", async () => {
    expect((await migrator.migrateTo("0013_tool_menus")).error).toBeUndefined();
    expect(await columnsOf("admin_rule")).not.toContain("title_en");
    expect(await columnsOf("user_rule")).not.toContain("title_en");
    const names = await handle.db.selectFrom("admin_rule").select("name").orderBy("name").execute();
    expect(names.map((r) => r.name)).toEqual(["content/article", "custom/report"]);
    expect((await migrator.migrateTo("0014_rule_english_titles")).error).toBeUndefined();
    expect(await columnsOf("admin_rule")).toContain("title_en");
  });
});
