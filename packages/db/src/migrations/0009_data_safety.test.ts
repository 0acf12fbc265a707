import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../connection.ts";
import { createEmptyTestDatabase } from "../testing.ts";
import { migrations } from "./index.ts";

describe("migration 0009: data safety", () => {
  let handle: DatabaseHandle;
  let migrator: Migrator;

  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
    migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo("0008_member_accounts");
    if (before.error) throw before.error;
    await handle.db
      .insertInto("token")
      .values({ token_hash: "a".repeat(64), type: "admin", user_id: 1, expire_time: 2_000_000_000 })
      .execute();
    const after = await migrator.migrateTo("0009_data_safety");
    if (after.error) throw after.error;
  });
  afterAll(() => handle.close());

  it("keeps existing sessions, as families of their own", async () => {
    const token = await handle.db.selectFrom("token").selectAll().executeTakeFirstOrThrow();
    expect(token).toMatchObject({ type: "admin", user_id: 1, family: null, used_time: null });
  });

  it("refuses a secret flag other than 0 or 1", async () => {
    const write = (secret: 0 | 1 | 2) =>
      handle.db
        .insertInto("security_sensitive_data_log")
        .values({ data_table: "admin", data_field: "password", id_value: 1, secret: secret as 0 | 1 })
        .execute();
    await write(1);
    await expect(write(2)).rejects.toThrow();
  });

  it("rolls back and forward again", async () => {
    expect((await migrator.migrateTo("0008_member_accounts")).error).toBeUndefined();
    expect((await migrator.migrateTo("0009_data_safety")).error).toBeUndefined();
  });
});
