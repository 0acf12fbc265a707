import { type Compilable, CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAdminLogs, addArticles } from "../../test/generated-rows.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { latestArticlesQuery } from "./article-items.ts";
import { CHINESE } from "./content-language.ts";

/** Enough articles that reading a page from an index costs less than reading the table. */
const ARTICLES = 6_000;
const ADMIN_LOGS = 6_000;

type PlanNode = { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };

/** Every node of a plan, depth first. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * The list queries of issue 49's pages read the large tables through an index, on the database the
 * tests run on (PGlite, or PostgreSQL when DATABASE_URL is set), with the planner's own choice (no
 * setting steers it) on a few thousand generated rows and fresh statistics.
 */
describe("the lists of a large site read their tables by index (EXPLAIN)", () => {
  let t: TestApp;
  let category: number;

  /** The plan of `query` as the database makes it. */
  const planOf = async (query: Compilable<unknown>): Promise<PlanNode[]> => {
    const { sql: text, parameters } = query.compile();
    const rows = await t.services.db.executeQuery<{ "QUERY PLAN": unknown }>(
      CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]),
    );
    const raw = rows.rows[0]?.["QUERY PLAN"];
    const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    return nodesOf(plan[0]?.Plan as PlanNode);
  };

  /** The tables the plan of `query` reads whole (sequential scans). */
  const scanned = async (query: Compilable<unknown>): Promise<string[]> =>
    (await planOf(query))
      .filter((node) => node["Node Type"] === "Seq Scan")
      .map((node) => node["Relation Name"] ?? "");

  /** Whether the plan sorts rows (rather than reading them in order from an index). */
  const sorts = async (query: Compilable<unknown>): Promise<boolean> =>
    (await planOf(query)).some((node) => node["Node Type"].endsWith("Sort"));

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    const categories = (await db.selectFrom("category").select("id").orderBy("id").execute()).map(
      (c) => c.id,
    );
    category = categories[0] as number;
    await addArticles(db, ARTICLES, {
      category_id: sql`(${sql.val(categories)}::int[])[1 + n % ${categories.length}]`,
      status: sql`case when n % 10 = 0 then 'draft' else 'published' end`,
      publish_time: sql`1600000000 + n * 60`,
      update_time: sql`1600000000 + n * 60`,
    });
    await addAdminLogs(db, ADMIN_LOGS);
    await sql`analyze`.execute(db);
  }, 300_000);
  afterAll(() => t?.close());

  it("a category's news list, at page 1 and deep, and the list of all categories", async () => {
    const db = t.services.db;
    // The categories are a few rows: read whole, as any planner would.
    for (const offset of [0, 200]) {
      const query = latestArticlesQuery(db, CHINESE, { limit: 10, offset, categoryId: category });
      expect(await scanned(query)).not.toContain("article");
      // The category's newest articles come in order from its index: no sort of the whole category.
      expect(await sorts(query)).toBe(false);
    }
    expect(await scanned(latestArticlesQuery(db, CHINESE, { limit: 10, offset: 500 }))).not.toContain(
      "article",
    );
  });

  it("the admin's article list filtered by status and sorted by publish time, and the admin log", async () => {
    const db = t.services.db;
    const adminArticles = (offset: number, status?: string) => {
      let query = db.selectFrom("article").selectAll();
      if (status) query = query.where("status", "=", status as "published");
      return query.orderBy("publish_time", "desc").orderBy("id", "desc").limit(10).offset(offset);
    };
    for (const offset of [0, 500]) {
      expect(await scanned(adminArticles(offset, "published"))).not.toContain("article");
      expect(await scanned(adminArticles(offset))).not.toContain("article");
    }
    const log = db.selectFrom("admin_log").selectAll().orderBy("id", "desc").limit(10).offset(500);
    expect(await scanned(log)).not.toContain("admin_log");
  });
});
