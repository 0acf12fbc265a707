import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./connection.ts";
import { migrateDown, migrateToLatest } from "./migrate.ts";
import { articleSearchVector, articleSearchVectors, indexArticles } from "./search-vector.ts";
import { createEmptyTestDatabase, createTestDatabase } from "./testing.ts";

const matches = (handle: DatabaseHandle, query: string) =>
  handle.db
    .selectFrom("article")
    .select("id")
    .where(sql<boolean>`search_vector @@ to_tsquery('simple', ${query})`)
    .orderBy("id")
    .execute();

/** The articles the English query finds in `search_vector_en`, stemmed as the index is. */
const englishMatches = (handle: DatabaseHandle, query: string) =>
  handle.db
    .selectFrom("article")
    .select("id")
    .where(sql<boolean>`search_vector_en @@ plainto_tsquery('english', ${query})`)
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

  it("is filled by the seed in English for every article with an English title", async () => {
    const handle = await createTestDatabase();
    handles.push(handle);
    const unindexed = await handle.db
      .selectFrom("article")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("title_en", "!=", "")
      .where(sql<boolean>`length(search_vector_en) = 0`)
      .executeTakeFirstOrThrow();
    expect(Number(unindexed.n)).toBe(0);
    const english = await handle.db
      .selectFrom("article")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("title_en", "!=", "")
      .executeTakeFirstOrThrow();
    expect(Number(english.n)).toBeGreaterThan(0);
  });

  it("indexes English words stemmed in search_vector_en alone, and no Chinese there", async () => {
    const handle = await createEmptyTestDatabase();
    handles.push(handle);
    await migrateToLatest(handle.db);
    const vector = await sql<{ v: string }>`select ${articleSearchVector(
      { title: "Running dogs", summary: "The companies", content: "<p>run<b>ning</b> fast</p>" },
      "en",
    )}::text as v`.execute(handle.db);
    expect(vector.rows[0]?.v).toBe("'compani':4B 'dog':2A 'fast':6C 'run':1A,5C");

    const category = await handle.db
      .insertInto("category")
      .values({ name: "公司新闻" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const chinese = { title: "企业文化建设", summary: "公司的历史", content: "<p>团队</p>" };
    const english = { title: "Running the culture", summary: "How companies grow", content: "<p>Teams</p>" };
    const { id } = await handle.db
      .insertInto("article")
      .values({
        category_id: category.id,
        ...chinese,
        title_en: english.title,
        summary_en: english.summary,
        content_en: english.content,
        ...articleSearchVectors(chinese, english),
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    for (const word of ["run", "company", "team", "culture"]) {
      expect(await englishMatches(handle, word)).toEqual([{ id }]);
      expect(await matches(handle, `'${word}'`)).toEqual([]);
    }
    expect(await matches(handle, "'企业' & '文化'")).toEqual([{ id }]);
    for (const word of ["企业", "企业文化", "文化"]) expect(await englishMatches(handle, word)).toEqual([]);
    // Stop words are not indexed, and ranked by where the word is: the title's "run" weighted A.
    expect(await englishMatches(handle, "the")).toEqual([]);
    const weighted = await handle.db
      .selectFrom("article")
      .select("id")
      .where(sql<boolean>`search_vector_en @@ to_tsquery('english', 'run:A & company:B & team:C')`)
      .execute();
    expect(weighted).toEqual([{ id }]);
  });

  it("is recomputed in both languages by indexArticles", async () => {
    const handle = await createEmptyTestDatabase();
    handles.push(handle);
    await migrateToLatest(handle.db);
    const category = await handle.db
      .insertInto("category")
      .values({ name: "公司新闻" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { id } = await handle.db
      .insertInto("article")
      .values({
        category_id: category.id,
        title: "企业文化",
        summary: "",
        content: "",
        title_en: "Companies running",
        summary_en: "",
        content_en: "",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await englishMatches(handle, "company")).toEqual([]);
    expect(await indexArticles(handle.db, [id])).toBe(1);
    expect(await englishMatches(handle, "company")).toEqual([{ id }]);
    expect(await englishMatches(handle, "run")).toEqual([{ id }]);
    expect(await matches(handle, "'企业' & '文化'")).toEqual([{ id }]);
  });
});
