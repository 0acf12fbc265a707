import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../connection.ts";
import { migrateToLatest } from "../migrate.ts";
import { createEmptyTestDatabase } from "../testing.ts";
import { migrations } from "./index.ts";

describe("migration 0008: member accounts", () => {
  let handle: DatabaseHandle;
  let userId: number;

  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
    await migrateToLatest(handle.db);
    const group = await handle.db
      .insertInto("user_group")
      .values({ name: "默认" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const user = await handle.db
      .insertInto("user")
      .values({ group_id: group.id, username: "alice", password: "x" })
      .returning("id")
      .executeTakeFirstOrThrow();
    userId = user.id;
  });
  afterAll(() => handle.close());

  it("records the admin who wrote a ledger row, or none", async () => {
    const byAdmin = await handle.db
      .insertInto("user_score_log")
      .values({ user_id: userId, score: 50, memo: "活动奖励", admin_id: 1 })
      .returning(["admin_id", "before", "after"])
      .executeTakeFirstOrThrow();
    expect(byAdmin).toEqual({ admin_id: 1, before: 0, after: 50 });
    const own = await handle.db
      .insertInto("user_money_log")
      .values({ user_id: userId, money: 100, memo: "充值" })
      .returning("admin_id")
      .executeTakeFirstOrThrow();
    expect(own.admin_id).toBeNull();
  });

  it("keeps codes of the known channels and events only", async () => {
    const code = { address: "a@example.com", code_hash: "h", expire_time: 1 };
    await handle.db
      .insertInto("verification_code")
      .values({ ...code, channel: "email", event: "user_register" })
      .execute();
    await expect(
      handle.db
        .insertInto("verification_code")
        .values({ ...code, channel: "fax" as "email", event: "user_register" })
        .execute(),
    ).rejects.toThrow(/check/);
    await expect(
      handle.db
        .insertInto("verification_code")
        .values({ ...code, channel: "email", event: "anything" as "user_register" })
        .execute(),
    ).rejects.toThrow(/check/);
  });
});

describe("migration 0008 on a site seeded before it", () => {
  it("adds the SMS settings and their tab once", async () => {
    const handle = await createEmptyTestDatabase();
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo("0007_content_admin");
      if (before.error) throw before.error;
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
      const basics = { key: "basics", value: "基础配置" };
      const sms = { key: "sms", value: "短信配置" };
      const tabs = async () =>
        (
          await handle.db
            .selectFrom("config")
            .select("value")
            .where("name", "=", "config_group")
            .executeTakeFirstOrThrow()
        ).value as { key: string }[];
      const at0008 = await migrator.migrateTo("0008_member_accounts");
      if (at0008.error) throw at0008.error;
      expect(await tabs()).toEqual([basics, sms]);
      // Later migrations add their own groups after these, and none adds the SMS tab again.
      await migrateToLatest(handle.db);
      const latest = await tabs();
      expect(latest.slice(0, 2)).toEqual([basics, sms]);
      expect(latest.filter((tab) => tab.key === "sms")).toHaveLength(1);
      const rows = await handle.db.selectFrom("config").select(["name", "group", "value"]).execute();
      expect(rows.filter((r) => r.group === "sms").map((r) => r.name)).toContain("sms_driver");
      expect(rows.find((r) => r.name === "sms_driver")?.value).toBe("");
    } finally {
      await handle.close();
    }
  });
});
