import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../connection.ts";
import { createEmptyTestDatabase } from "../testing.ts";
import { migrations } from "./index.ts";

describe("migration 0016: secrets bound to where they are sent", () => {
  let handle: DatabaseHandle;
  let migrator: Migrator;
  const settingOf = async (name: string) =>
    (await handle.db.selectFrom("config").select("value").where("name", "=", name).executeTakeFirstOrThrow())
      .value;

  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
    migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo("0015_market_settings");
    if (before.error) throw before.error;
    const setting = (name: string, type: string, value: string) => ({
      name,
      group: "mail",
      title: name,
      type,
      value: JSON.stringify(value),
    });
    await handle.db
      .insertInto("config")
      .values([
        setting("smtp_server", "string", "Mail.Example.com"),
        setting("smtp_port", "string", "465"),
        setting("smtp_pass", "password", "stored-pass"),
        setting("module_market_token", "password", ""),
      ])
      .execute();
  });
  afterAll(() => handle.close());

  it("binds a stored secret to its settings' destination, leaves an empty one, and unbinds going down", async () => {
    expect((await migrator.migrateTo("0016_bound_secrets")).error).toBeUndefined();
    expect(await settingOf("smtp_pass")).toEqual({ secret: "stored-pass", to: "mail.example.com 465" });
    expect(await settingOf("module_market_token")).toBe("");
    expect((await migrator.migrateTo("0015_market_settings")).error).toBeUndefined();
    expect(await settingOf("smtp_pass")).toBe("stored-pass");
  });
});
