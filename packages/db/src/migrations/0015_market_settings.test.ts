import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../connection.ts";
import { createEmptyTestDatabase } from "../testing.ts";
import { migrations } from "./index.ts";

describe("migration 0015: the module market's settings", () => {
  let handle: DatabaseHandle;
  let migrator: Migrator;
  const settings = async () =>
    (
      await handle.db
        .selectFrom("config")
        .select(["name", "group", "type"])
        .where("group", "=", "market")
        .orderBy("name")
        .execute()
    ).map((r) => `${r.name}:${r.type}`);
  const groups = async () =>
    (
      (
        await handle.db
          .selectFrom("config")
          .select("value")
          .where("name", "=", "config_group")
          .executeTakeFirstOrThrow()
      ).value as { key: string }[]
    ).map((g) => g.key);

  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
    migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo("0014_rule_english_titles");
    if (before.error) throw before.error;
  });
  afterAll(() => handle.close());

  it("leaves a database that is not seeded yet to the seed", async () => {
    expect((await migrator.migrateTo("0015_market_settings")).error).toBeUndefined();
    expect(await settings()).toEqual([]);
    expect((await migrator.migrateTo("0014_rule_english_titles")).error).toBeUndefined();
  });

  it("adds the group with the address and the token (a secret), and removes them going down", async () => {
    await handle.db
      .insertInto("config")
      .values({
        name: "config_group",
        group: "basics",
        title: "配置分组",
        type: "array",
        value: JSON.stringify([{ key: "basics", value: "基础配置" }]),
      })
      .execute();
    expect((await migrator.migrateTo("0015_market_settings")).error).toBeUndefined();
    expect(await settings()).toEqual(["module_market_token:password", "module_market_url:string"]);
    expect(await groups()).toEqual(["basics", "market"]);
    expect((await migrator.migrateTo("0014_rule_english_titles")).error).toBeUndefined();
    expect(await settings()).toEqual([]);
    expect(await groups()).toEqual(["basics"]);
  });
});
