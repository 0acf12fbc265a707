import { Migrator } from "kysely/migration";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../connection.ts";
import { migrateToLatest } from "../migrate.ts";
import { createTestDatabase } from "../testing.ts";
import { migrations } from "./index.ts";

const provider = { getMigrations: async () => migrations };

describe("migration 0021 on a site seeded before it", () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it("adds the backups page with its buttons under 常规管理, the settings tab and its settings, once", async () => {
    handle = await createTestDatabase();
    const migrator = new Migrator({ db: handle.db, provider });
    const down = await migrator.migrateTo("0020_file_store_setting");
    if (down.error) throw down.error;
    const gone = await handle.db
      .selectFrom("admin_rule")
      .select("id")
      .where("name", "like", "routine/backup%")
      .execute();
    expect(gone).toEqual([]);
    await migrateToLatest(handle.db);
    await migrateToLatest(handle.db);
    const rules = await handle.db
      .selectFrom("admin_rule as r")
      .innerJoin("admin_rule as parent", "parent.id", "r.pid")
      .select(["r.name", "r.type", "r.title_en", "parent.name as parent"])
      .where("r.name", "like", "routine/backup%")
      .orderBy("r.name")
      .execute();
    expect(rules).toEqual([
      { name: "routine/backup", type: "menu", title_en: "Backups", parent: "routine" },
      { name: "routine/backup/del", type: "button", title_en: null, parent: "routine/backup" },
      { name: "routine/backup/download", type: "button", title_en: null, parent: "routine/backup" },
      { name: "routine/backup/index", type: "button", title_en: null, parent: "routine/backup" },
      { name: "routine/backup/run", type: "button", title_en: null, parent: "routine/backup" },
    ]);
    // In the order they were added: a table's rows come back in no order unless one is asked for.
    const config = await handle.db
      .selectFrom("config")
      .select(["name", "group", "value"])
      .orderBy("id")
      .execute();
    const tabs = config.find((r) => r.name === "config_group")?.value as { key: string }[];
    expect(tabs.filter((tab) => tab.key === "backup")).toHaveLength(1);
    expect(config.filter((r) => r.group === "backup").map((r) => [r.name, r.value])).toEqual([
      ["backup_schedule", "off"],
      ["backup_hour", 3],
      ["backup_keep", 7],
    ]);
  });
});
