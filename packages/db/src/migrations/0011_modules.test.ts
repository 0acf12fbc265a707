import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../connection.ts";
import { createEmptyTestDatabase } from "../testing.ts";
import { migrations } from "./index.ts";

describe("migration 0011: modules", () => {
  let handle: DatabaseHandle;
  let migrator: Migrator;

  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
    migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const result = await migrator.migrateTo("0011_modules");
    if (result.error) throw result.error;
  });
  afterAll(() => handle.close());

  it("refuses a state other than enable or disable", async () => {
    const insert = (uid: string, state: string) =>
      handle.db
        .insertInto("module")
        .values({ uid, title: "t", version: "1.0.0", state: state as "enable", manifest: "{}" })
        .execute();
    await insert("one", "disable");
    await expect(insert("two", "broken")).rejects.toThrow();
  });

  it("forgets a module's rules when the rule is deleted", async () => {
    const rule = await handle.db
      .insertInto("admin_rule")
      .values({ name: "module/one/page", title: "页", menu_type: "iframe" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await handle.db.insertInto("module_rule").values({ module_uid: "one", rule_id: rule.id }).execute();
    await handle.db.deleteFrom("admin_rule").where("id", "=", rule.id).execute();
    expect(await handle.db.selectFrom("module_rule").selectAll().execute()).toEqual([]);
  });

  it("rolls back and forward again", async () => {
    const down = await migrator.migrateTo("0010_buildadmin_views");
    expect(down.error).toBeUndefined();
    const up = await migrator.migrateTo("0011_modules");
    expect(up.error).toBeUndefined();
  });
});
