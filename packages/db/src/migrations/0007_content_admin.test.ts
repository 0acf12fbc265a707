import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../connection.ts";
import { createEmptyTestDatabase } from "../testing.ts";
import { migrations } from "./index.ts";

describe("migration 0007: content admin", () => {
  let handle: DatabaseHandle;
  let migrator: Migrator;

  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
    migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo("0006_cache_version");
    if (before.error) throw before.error;
    const db = handle.db;
    await db
      .insertInto("config")
      .values(
        [
          ["siteName", "澄芯"],
          ["addr", "苏州工业园区"],
          ["fwrx", "400-800-8888"],
          ["recordNumber", "苏ICP备1号"],
          ["wx_qr", "/static/qr.png"],
        ].map(([name, value]) => ({
          name: name as string,
          group: "site",
          title: name as string,
          type: "string",
          value: JSON.stringify(value),
        })),
      )
      .execute();
    await db
      .insertInto("corp")
      .values({ name: "澄芯科技", phone: "0512-1234", content: "<p>ok<script>x()</script></p>" })
      .execute();
    await db.insertInto("category").values({ name: "新闻" }).execute();
    await db
      .insertInto("article")
      .values({
        category_id: 1,
        title: "t",
        content: '<p onclick="x()">正文</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">a</a>',
        status: "draft",
      })
      .execute();
    const after = await migrator.migrateTo("0007_content_admin");
    if (after.error) throw after.error;
  });
  afterAll(() => handle.close());

  it("moves the company's contact settings into the profile, keeping what the profile had", async () => {
    const corp = await handle.db.selectFrom("corp").selectAll().executeTakeFirstOrThrow();
    expect(corp).toMatchObject({
      address: "苏州工业园区",
      phone: "0512-1234",
      record_number: "苏ICP备1号",
      qr: "/static/qr.png",
      zipcode: "",
    });
    const names = (await handle.db.selectFrom("config").select("name").execute()).map((r) => r.name);
    expect(names).toEqual(["siteName"]);
  });

  it("sanitises the rich text already stored", async () => {
    const article = await handle.db
      .selectFrom("article")
      .select(["content", "tags", "seo_title"])
      .executeTakeFirstOrThrow();
    expect(article.content).toBe('<p>正文</p><img src="x"><a>a</a>');
    expect(article).toMatchObject({ tags: [], seo_title: "" });
    const corp = await handle.db.selectFrom("corp").select("content").executeTakeFirstOrThrow();
    expect(corp.content).toBe("<p>ok</p>");
  });

  it("puts the settings back when rolled back", async () => {
    const down = await migrator.migrateTo("0006_cache_version");
    expect(down.error).toBeUndefined();
    const rows = await sql<{
      name: string;
      value: unknown;
    }>`select name, value from config order by name`.execute(handle.db);
    expect(rows.rows).toContainEqual({ name: "addr", value: "苏州工业园区" });
    expect(rows.rows).toContainEqual({ name: "fwrx", value: "0512-1234" });
    const up = await migrator.migrateTo("0007_content_admin");
    expect(up.error).toBeUndefined();
  });
});
