import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../migrate.ts";
import { createTestDatabase, type TestDatabase } from "../testing.ts";
import { migrations } from "./index.ts";

const provider = { getMigrations: async () => migrations };

describe("migration 0032 on a log written before it", () => {
  let handle: TestDatabase | undefined;
  afterAll(() => handle?.close());

  it("drops the values of settings passwords' changes, keeping who and when, and every other change", async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    const down = await new Migrator({ db, provider }).migrateTo("0031_mail_encryption_choices");
    if (down.error) throw down.error;
    const idOf = async (name: string) =>
      (await db.selectFrom("config").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;
    const logged = (idValue: number, before: string, after: string, secret: 0 | 1) => ({
      admin_id: 1,
      sensitive_id: 1,
      data_table: "config",
      primary_key: "id",
      data_field: "value",
      data_comment: "值",
      id_value: idValue,
      before,
      after,
      secret,
      ip: "127.0.0.1",
      useragent: "",
      create_time: 1_700_000_000,
    });
    await db
      .insertInto("security_sensitive_data_log")
      .values([
        logged(
          await idOf("smtp_pass"),
          '{"secret":"old-s3cret","to":""}',
          '{"secret":"new-s3cret","to":""}',
          1,
        ),
        logged(await idOf("smtp_user"), '"alice"', '"bob"', 0),
      ])
      .execute();
    await migrateToLatest(db);
    const rows = await db
      .selectFrom("security_sensitive_data_log")
      .select(["id_value", "before", "after", "secret", "admin_id", "create_time"])
      .orderBy("id")
      .execute();
    expect(rows.slice(-2)).toEqual([
      {
        id_value: await idOf("smtp_pass"),
        before: null,
        after: null,
        secret: 1,
        admin_id: 1,
        create_time: 1_700_000_000,
      },
      {
        id_value: await idOf("smtp_user"),
        before: '"alice"',
        after: '"bob"',
        secret: 0,
        admin_id: 1,
        create_time: 1_700_000_000,
      },
    ]);
  });
});
