// `npm run bench:search -w @corp/server` (also part of `npm run bench`): search latency over 100,000
// generated Chinese articles through the SearchEngine, in PGlite (a temp folder) and, when DATABASE_URL is
// set, on that Postgres server too. Writes bench/results/search.json at the repository root; fails when the
// queries found nothing. `--smoke` (bench/smoke-mode.mjs): 1,000 articles and 20 queries, figures apart.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPglite, openPglite } from "@corp/db/connection";
import { migrateToLatest } from "@corp/db/migrate";
import { articleSearchVector } from "@corp/db/search-vector";
import { createEmptyTestDatabase } from "@corp/db/testing";
import { sql } from "kysely";
import { resultsFile, smoke } from "../../../bench/smoke-mode.mjs";
import { bigramSearch } from "../src/modules/site/search/bigram-search.ts";
import { createCorpus } from "./search-corpus.mjs";

const ARTICLES = smoke ? 1000 : Number(process.env.BENCH_SEARCH_ARTICLES ?? 100_000);
const QUERIES = smoke ? 20 : Number(process.env.BENCH_SEARCH_QUERIES ?? 240);
const WARMUP = smoke ? 5 : 30;
const BATCH = 500;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 100) / 100;
const log = (message) => console.log(`[search bench] ${message}`);

async function load(db) {
  const corpus = createCorpus();
  await migrateToLatest(db);
  await db
    .insertInto("category")
    .values(["公司新闻", "行业动态", "媒体报道", "技术分享"].map((name) => ({ name })))
    .execute();
  // Bulk load: index built once at the end, as a restore would.
  await sql`drop index article_search_vector_idx`.execute(db);
  const started = performance.now();
  for (let from = 0; from < ARTICLES; from += BATCH) {
    const rows = [];
    for (let i = from; i < Math.min(ARTICLES, from + BATCH); i++) {
      const a = corpus.article(i);
      rows.push({
        category_id: a.category,
        title: a.title,
        summary: a.summary,
        content: a.content,
        // Every twentieth article a draft, which search must skip.
        status: i % 20 === 19 ? "draft" : "published",
        publish_time: a.publishTime,
        search_vector: articleSearchVector(a),
      });
    }
    await db.insertInto("article").values(rows).execute();
    if ((from / BATCH) % 40 === 0) log(`${from + rows.length} articles written`);
  }
  const written = performance.now();
  await sql`create index article_search_vector_idx on article using gin (search_vector)`.execute(db);
  await sql`analyze article`.execute(db);
  const indexed = performance.now();
  return { loadSeconds: round((written - started) / 1000), indexSeconds: round((indexed - written) / 1000) };
}

async function measure(db) {
  const engine = bigramSearch(db);
  const queries = createCorpus().queries(WARMUP + QUERIES);
  for (const q of queries.slice(0, WARMUP)) await engine.search(q, { page: 1, limit: 10 });
  const times = [];
  const byLength = new Map();
  let found = 0;
  for (const q of queries.slice(WARMUP)) {
    const t0 = performance.now();
    const { total } = await engine.search(q, { page: 1, limit: 10 });
    const ms = performance.now() - t0;
    times.push(ms);
    found += total;
    const kind = /[a-z0-9]/i.test(q) ? "latin or mixed" : `${Array.from(q).length} characters`;
    byLength.set(kind, [...(byLength.get(kind) ?? []), ms]);
  }
  const summary = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      queries: sorted.length,
      p50Ms: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted[sorted.length - 1]),
    };
  };
  return {
    ...summary(times),
    meanMatches: Math.round(found / times.length),
    byKind: Object.fromEntries([...byLength].map(([kind, list]) => [kind, summary(list)])),
  };
}

async function run(name, handle) {
  try {
    log(`${name}: generating ${ARTICLES} articles`);
    const timing = await load(handle.db);
    const size =
      await sql`select count(*)::int as n, pg_size_pretty(pg_total_relation_size('article')) as size,
      pg_size_pretty(pg_relation_size('article_search_vector_idx')) as index_size from article`.execute(
        handle.db,
      );
    log(`${name}: loaded in ${timing.loadSeconds}s, indexed in ${timing.indexSeconds}s; searching`);
    const latency = await measure(handle.db);
    log(`${name}: p50 ${latency.p50Ms} ms, p95 ${latency.p95Ms} ms, p99 ${latency.p99Ms} ms`);
    const row = size.rows[0];
    return {
      articles: row.n,
      published: row.n - Math.floor(row.n / 20),
      tableSize: row.size,
      indexSize: row.index_size,
      ...timing,
      ...latency,
    };
  } finally {
    await handle.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), "corp-search-bench-"));
const result = {
  description:
    "GET /api/portal/search's SearchEngine (unigram+bigram tsvector, GIN, ts_rank), page 1 of 10, over generated Chinese articles; mixed 1/2/4-character, word, Latin and mixed queries",
  goal: "p95 < 30 ms at 100,000 articles",
  date: new Date().toISOString(),
  corpus: ARTICLES,
  engines: {},
};
try {
  result.engines.pglite = await run(
    "pglite",
    openPglite(await createPglite({ dataDir: join(dir, "pgdata") })),
  );
  if (process.env.DATABASE_URL)
    result.engines.postgres = await run("postgres", await createEmptyTestDatabase());
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const out = resultsFile("search.json");
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
log(`written to ${out}`);
for (const [name, engine] of Object.entries(result.engines)) {
  if (engine.meanMatches > 0) continue;
  console.error(`[search bench] ${name}: the queries found no article`);
  process.exitCode = 1;
}
