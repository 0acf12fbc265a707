import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./connection.ts";
import { migrateDown, migrateToLatest } from "./migrate.ts";
import { articleSearchVector } from "./search-vector.ts";
import { createEmptyTestDatabase, createTestDatabase } from "./testing.ts";

const matches = (handle: DatabaseHandle, query: string) =>
  handle.db
    .selectFrom("article")
    .select("id")
    .where(sql<boolean>`search_vector @@ to_tsquery('simple', ${query})`)
    .orderBy("id")
    .execute();

describe("article search vector", () => {
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.close();
  });

  it("is filled by the seed for every article, title terms weighted A", async () => {
    const handle = await createTestDatabase();
    handles.push(handle);
    const empty = await handle.db
      .selectFrom("article")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where(sql<boolean>`length(search_vector) = 0`)
      .executeTakeFirstOrThrow();
    expect(Number(empty.n)).toBe(0);
    const titled = await handle.db
      .selectFrom("article")
      .select("id")
      .where("title", "like", "%企业文化%")
      .orderBy("id")
      .execute();
    expect(titled.length).toBeGreaterThan(0);
    expect(await matches(handle, "'企业' & '文化'")).toEqual(expect.arrayContaining(titled));
    expect(await matches(handle, "'企业':A & '业文':A & '文化':A")).toEqual(titled);
  });

  it("is written from precomputed terms, body HTML stripped, and back-filled by its migration", async () => {
    const handle = await createEmptyTestDatabase();
    handles.push(handle);
    await migrateToLatest(handle.db);
    const vector = await sql<{ v: string }>`select ${articleSearchVector({
      title: "AI芯片",
      summary: "摘要",
      content: "<p>正<b>文</b></p>",
    })}::text as v`.execute(handle.db);
    expect(vector.rows[0]?.v).toBe(
      "'ai':1A '摘':5B '摘要':6B '文':10C '正':8C '正文':9C '片':4A '芯':2A '芯片':3A '要':7B",
    );

    // Back to before 0005, write an article, migrate again: the migration indexes it.
    while (!(await migrateDown(handle.db)).includes("0005_search"));
    const category = await handle.db
      .insertInto("category")
      .values({ name: "公司新闻" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto("article")
      .values({ category_id: category.id, title: "旧文章", summary: "", content: "<p>企业文化</p>" })
      .execute();
    await migrateToLatest(handle.db);
    expect(await matches(handle, "'企业' & '文化'")).toHaveLength(1);
    expect(await matches(handle, "'旧文':A")).toHaveLength(1);
  });
});
