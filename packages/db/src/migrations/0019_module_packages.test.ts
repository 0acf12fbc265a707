import { createHash } from "node:crypto";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../connection.ts";
import { createEmptyTestDatabase } from "../testing.ts";
import { migrations } from "./index.ts";

describe("migration 0019: module packages", () => {
  let handle: DatabaseHandle;
  let migrator: Migrator;
  // Every byte value, so that no encoding on the way (hex, escape) can hide a lost or changed byte.
  const zip = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
  const sha256 = createHash("sha256").update(zip).digest("hex");
  const row = (stage: string, hash = sha256, uid = "notice") => ({
    uid,
    stage: stage as "uploaded",
    version: "1.0.0",
    sha256: hash,
    zip,
  });

  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
    migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const result = await migrator.migrateTo("0019_module_packages");
    if (result.error) throw result.error;
  });
  afterAll(() => handle.close());

  it("keeps a zip as a Buffer, byte for byte, whatever bytea_output the server sends", async () => {
    await handle.db.insertInto("module_package").values(row("uploaded")).execute();
    const read = () =>
      handle.db
        .selectFrom("module_package")
        .select("zip")
        .where("uid", "=", "notice")
        .executeTakeFirstOrThrow();
    const hex = await read();
    expect(Buffer.isBuffer(hex.zip)).toBe(true);
    expect(hex.zip.equals(zip)).toBe(true);
    // One connection for both statements: `set local` holds until the transaction ends.
    const escaped = await handle.db.transaction().execute(async (trx) => {
      await sql`set local bytea_output = 'escape'`.execute(trx);
      return trx.selectFrom("module_package").select("zip").executeTakeFirstOrThrow();
    });
    expect(Buffer.isBuffer(escaped.zip) && escaped.zip.equals(zip)).toBe(true);
  });

  it("holds one zip per module and stage, of the two stages, with a hex SHA-256", async () => {
    await handle.db.insertInto("module_package").values(row("installed")).execute();
    await expect(handle.db.insertInto("module_package").values(row("installed")).execute()).rejects.toThrow();
    await expect(handle.db.insertInto("module_package").values(row("other")).execute()).rejects.toThrow();
    await expect(
      handle.db
        .insertInto("module_package")
        .values(row("uploaded", "NOT-HEX", "other"))
        .execute(),
    ).rejects.toThrow();
  });

  it("rolls back and forward again", async () => {
    expect((await migrator.migrateTo("0018_member_upload_quota")).error).toBeUndefined();
    expect((await migrator.migrateTo("0019_module_packages")).error).toBeUndefined();
  });
});
