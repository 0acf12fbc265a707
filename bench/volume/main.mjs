// `npm run bench:volume` (after `npm run build`; needs Debian's PostgreSQL binaries, as bench/cluster.mjs):
// issue 49's volume bench. For each size of site (VOLUME_SIZES, default 1000,10000,100000 articles, with
// the other volumes of bench/volume/generate.mjs: 50,000 members, 1,000,000 ledger rows, 20,000
// attachments, 5,000 leads, 50,000 admin-log rows) and each database (VOLUME_BACKENDS, default
// postgres,pglite; PGlite up to VOLUME_PGLITE_MAX articles, default 10000), it
// 1. seeds a database with the built CLI and fills it (generate.mjs, seed VOLUME_SEED, default 49),
//    timing the generation;
// 2. starts the built server on it and asks each page and endpoint of MEASURES: uncached (each request
//    after an admin edit of a category, which moves the content version every cached answer and page data
//    depend on, and after the server's 250 ms version memo) and cached (asked again unchanged); the
//    server's own metrics (/metrics) confirm every uncached request was a miss of its answer cache and
//    every cached one a hit. Admin requests carry a login and are never cached: one figure. Each measure
//    takes at most VOLUME_REQUESTS (30) cached and VOLUME_UNCACHED (10) uncached requests within
//    VOLUME_MEASURE_SECONDS (20) s, one at a time;
// 3. reads the server's resident memory (RSS and PSS) after that load and the database's size;
// 4. with the server stopped, times the product's `cli.js backup`, `cli.js restore` into an empty
//    database, and `cli.js import:wordpress` of VOLUME_IMPORT_POSTS (500) posts, in rows per second.
// Every request must answer 200 and every table hold the rows generated, else it exits non-zero. Writes
// bench/results/volume.json: per database, each size with its `articles` count and figures, and each
// measure's `growth` (its p99 at the largest size over its p99 at the smallest).
// `--smoke` (bench/smoke-mode.mjs): one site of 200 articles and small volumes on PGlite, 3 cached and 2
// uncached requests per measure, 20 posts imported: the same code and checks in well under a minute of work.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createDatabase } from "@corp/db/connection";
import { sanitizeRichHtml } from "@corp/db/rich-html";
import { sql } from "kysely";
import { runBuiltCli, startBuiltServer } from "../built-server.mjs";
import { childrenOf, root, serverCli, startPostgres, startServer, webDist } from "../cluster/infra.mjs";
import { resultsFile, smoke } from "../smoke-mode.mjs";
import { FULL_VOLUMES, generateSite } from "./generate.mjs";
import { COMMON_TERMS, RARE_TERMS } from "./text.mjs";
import { writeWordpressExport } from "./wordpress-export.mjs";

const env = process.env;
const SIZES = smoke ? [200] : (env.VOLUME_SIZES ?? "1000,10000,100000").split(",").map(Number);
const BACKENDS = (env.VOLUME_BACKENDS ?? (smoke ? "pglite" : "postgres,pglite")).split(",");
const PGLITE_MAX = Number(env.VOLUME_PGLITE_MAX ?? 10_000);
const SEED = Number(env.VOLUME_SEED ?? 49);
const VOLUMES = smoke
  ? { members: 100, ledgerRows: 2_000, attachments: 300, leads: 50, adminLogs: 200 }
  : FULL_VOLUMES;
const REQUESTS = smoke ? 3 : Number(env.VOLUME_REQUESTS ?? 30);
const UNCACHED = smoke ? 2 : Number(env.VOLUME_UNCACHED ?? 10);
const MEASURE_SECONDS = Number(env.VOLUME_MEASURE_SECONDS ?? 20);
const IMPORT_POSTS = smoke ? 20 : Number(env.VOLUME_IMPORT_POSTS ?? 500);
/** The server trusts the content versions it read for this long (http-cache.ts' versionTtlMs). */
const VERSION_MEMO_MS = 250;
/** A command of the CLI (backup, restore, import) running longer than this has failed. */
const CLI_LIMIT_MS = 30 * 60_000;

const ADMIN_PASSWORD = `Volume-${randomBytes(9).toString("base64url")}`;
const METRICS_TOKEN = randomBytes(12).toString("hex");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n, digits = 1) => (n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits);
const q = encodeURIComponent;

/** The pages and endpoints measured: a name, the address, and whether the answer cache covers it. */
function measuresOf({ article, category }) {
  const adminList = (controller, query = "") => `/admin/${controller}/index?page=1&limit=10${query}`;
  const published = "&search[0][field]=status&search[0][operator]=eq&search[0][val]=published";
  return [
    ["home", "/", true],
    ["category list page 1", `/list?cid=${category}`, true],
    ["category list page 500", `/list?cid=${category}&page=500`, true],
    ["article", `/article/${article}`, true],
    ["search zh common", `/search?keywords=${q(COMMON_TERMS.zh)}`, true],
    ["search zh rare", `/search?keywords=${q(RARE_TERMS.zh[0])}`, true],
    ["search en common", `/en/search?keywords=${q(COMMON_TERMS.en)}`, true],
    ["search en rare", `/en/search?keywords=${q(RARE_TERMS.en[0])}`, true],
    ["sitemap.xml", "/sitemap.xml", true],
    ["api home", "/api/portal/home", true],
    ["api articles page 1", `/api/portal/articles?cid=${category}&page=1&limit=10`, true],
    ["api articles page 500", `/api/portal/articles?cid=${category}&page=500&limit=10`, true],
    ["api article", `/api/portal/article?id=${article}`, true],
    ["api search zh", `/api/portal/search?q=${q(COMMON_TERMS.zh)}`, true],
    ["api search en", `/api/portal/search?q=${q(COMMON_TERMS.en)}&lang=en`, true],
    [
      "admin articles filtered and sorted",
      adminList("content.Article", `&order=publish_time,desc${published}`),
      false,
    ],
    [
      "admin articles page 500",
      adminList("content.Article", "&order=publish_time,desc").replace("page=1", "page=500"),
      false,
    ],
    ["admin members", adminList("user.User"), false],
    ["admin ledger", adminList("user.MoneyLog"), false],
    ["admin log", adminList("auth.AdminLog"), false],
    ["admin dashboard", "/admin/Dashboard/index", false],
    ["admin CSV export of articles", "/admin/content.Article/export", false],
  ];
}

/**
 * Measures answered from a cache of their own (modules/site/sitemap-store.ts), not the answer cache: their
 * uncached requests follow a content version moved all the same, their cached ones ask again unchanged.
 */
const OWN_CACHE = new Set(["sitemap.xml"]);

function percentiles(values) {
  if (values.length === 0) return { p50: null, p99: null };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  return { p50: round(at(0.5)), p99: round(at(0.99)) };
}

const problems = [];

/** One request, timed to its last byte; its status checked (200). */
async function timed(origin, path, headers = {}) {
  const started = performance.now();
  const res = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "br, gzip", ...headers } });
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  const bytes = body.byteLength;
  if (res.status !== 200) problems.push(`${path}: ${res.status}`);
  // An API's refusal is a 200 too, with code 0 in its envelope.
  else if (res.headers.get("content-type")?.includes("json") && JSON.parse(body.toString()).code !== 1)
    problems.push(`${path}: ${body.toString().slice(0, 200)}`);
  return { ms, bytes, status: res.status };
}

/** The answer cache's hits and misses so far, from the server's metrics. */
async function cacheLookups(origin) {
  const text = await (
    await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const count = (result) =>
    Number(new RegExp(`answer_cache_lookups_total\\{result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { hit: count("hit"), miss: count("miss") };
}

async function adminLogin(origin) {
  const res = await fetch(`${origin}/admin/index/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD, keep: true }),
  });
  const json = await res.json();
  if (json.code !== 1) throw new Error(`the admin login failed: ${JSON.stringify(json).slice(0, 200)}`);
  return json.data.userInfo.token;
}

/** An edit through the admin that changes nothing shown but moves the content version of articles. */
async function moveContentVersion(origin, token, category) {
  const headers = { batoken: token, "content-type": "application/json" };
  const form = await (
    await fetch(`${origin}/admin/content.Category/edit?id=${category.id}`, { headers })
  ).json();
  const res = await fetch(`${origin}/admin/content.Category/edit`, {
    method: "POST",
    headers,
    body: JSON.stringify({ id: category.id, name: form.data.row.name }),
  });
  const json = await res.json();
  if (json.code !== 1) throw new Error(`the category edit failed: ${JSON.stringify(json).slice(0, 200)}`);
  await sleep(VERSION_MEMO_MS + 50);
}

/** Asks one measure's address `count` times within the time limit, `before` each; answers the figures. */
async function sample(count, ask, before) {
  const latencies = [];
  let bytes = 0;
  const until = performance.now() + MEASURE_SECONDS * 1000;
  while (latencies.length < count && (latencies.length === 0 || performance.now() < until)) {
    await before?.();
    const answer = await ask();
    latencies.push(answer.ms);
    bytes = answer.bytes;
  }
  return { requests: latencies.length, ...percentiles(latencies), bytes };
}

async function measureAll(origin, token, targets) {
  const results = {};
  const admin = { batoken: token };
  for (const [name, path, cacheable] of measuresOf(targets)) {
    const headers = cacheable ? {} : admin;
    if (!cacheable) {
      await timed(origin, path, headers);
      results[name] = {
        path,
        uncached: await sample(REQUESTS, () => timed(origin, path, headers)),
        cached: null,
      };
    } else {
      const before = await cacheLookups(origin);
      const uncached = await sample(
        UNCACHED,
        () => timed(origin, path),
        () => moveContentVersion(origin, token, targets.categoryRow),
      );
      const between = await cacheLookups(origin);
      const cached = await sample(REQUESTS, () => timed(origin, path));
      const after = await cacheLookups(origin);
      uncached.misses = between.miss - before.miss;
      cached.hits = after.hit - between.hit;
      // The sitemaps keep their own documents (a child is larger than the answer cache's largest entry):
      // the answer cache is not asked for them.
      const ownCache = OWN_CACHE.has(name);
      if (!ownCache && uncached.misses !== uncached.requests)
        problems.push(
          `${name}: ${uncached.misses} answer-cache misses for ${uncached.requests} uncached requests`,
        );
      if (!ownCache && cached.hits !== cached.requests)
        problems.push(`${name}: ${cached.hits} answer-cache hits for ${cached.requests} cached requests`);
      results[name] = { path, uncached, cached };
    }
    const figures = results[name];
    console.log(
      `  ${name.padEnd(36)} uncached p50 ${figures.uncached.p50} p99 ${figures.uncached.p99} ms` +
        (figures.cached ? `, cached p50 ${figures.cached.p50} p99 ${figures.cached.p99} ms` : ""),
    );
  }
  return results;
}

/** Resident memory of a process (MiB): RSS and PSS, from /proc. */
function memoryOf(pid) {
  const kib = (text, key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0);
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  let pss = null;
  try {
    pss = round(kib(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"), "Pss") / 1024);
  } catch {
    // No smaps_rollup on this kernel.
  }
  return { rssMiB: round(kib(status, "VmRSS") / 1024), pssMiB: pss };
}

/** The built server's process among ours (startBuiltServer does not name it). */
function serverPid() {
  const pid = childrenOf(process.pid).find((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, "utf8").includes("dist/main.js");
    } catch {
      return false;
    }
  });
  if (!pid) throw new Error("the server's process was not found");
  return pid;
}

function folderBytes(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + folderBytes(join(path, name)), 0);
}

/** Runs a command of the built CLI, timed; throws with its output when it fails. */
async function timedCli(args, cliEnv) {
  const started = performance.now();
  const child = spawn(process.execPath, [serverCli, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...cliEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), CLI_LIMIT_MS);
  const [status] = await once(child, "exit");
  clearTimeout(timer);
  if (status !== 0) throw new Error(`cli.js ${args[0]} failed (${status}): ${output.slice(-1500)}`);
  return { seconds: (performance.now() - started) / 1000, output };
}

/** Rows in each table of the database. */
async function tableRows(db) {
  const tables = await sql`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const rows = {};
  for (const { name } of tables.rows) {
    const { n } = (await sql`select count(*)::int as n from ${sql.table(name)}`.execute(db)).rows[0];
    rows[name] = n;
  }
  return rows;
}

/** What the measures ask for: a published article in the middle, the category with most articles. */
async function targetsOf(db) {
  const [{ id: article }] = (
    await sql`select id from article where status = 'published' order by id
      offset (select count(*) / 2 from article where status = 'published') limit 1`.execute(db)
  ).rows;
  const [categoryRow] = (
    await sql`select c.id, c.name from category c join article a on a.category_id = c.id
      group by c.id order by count(*) desc, c.id limit 1`.execute(db)
  ).rows;
  return { article, category: categoryRow.id, categoryRow };
}

/** The generated articles' bodies are what the product's sanitiser keeps: stored as it would store them. */
async function checkStoredAsWritten(db) {
  const rows = (await sql`select id, content, content_en from article order by id desc limit 20`.execute(db))
    .rows;
  for (const row of rows) {
    if (sanitizeRichHtml(row.content) !== row.content || sanitizeRichHtml(row.content_en) !== row.content_en)
      problems.push(`article ${row.id}: its body is not as the sanitiser would store it`);
  }
}

/** Builds one site: seeded by the CLI, filled by the generator. Answers its figures and targets. */
async function buildSite(connection, articles) {
  const seeded = runBuiltCli(["seed"], { ...connection, ADMIN_PASSWORD });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.output.slice(-1500)}`);
  const handle = await createDatabase({ databaseUrl: connection.DATABASE_URL, dataDir: connection.DATA_DIR });
  try {
    const before = await tableRows(handle.db);
    const generation = await generateSite(handle.db, { articles, seed: SEED, volumes: VOLUMES });
    // What autovacuum does after a load like this, so the planner knows the tables' sizes.
    await sql`analyze`.execute(handle.db);
    const rows = await tableRows(handle.db);
    for (const [table, count] of Object.entries(generation.counts)) {
      if (rows[table] - (before[table] ?? 0) !== count)
        problems.push(`${table}: ${rows[table] - (before[table] ?? 0)} rows added, ${count} generated`);
    }
    await checkStoredAsWritten(handle.db);
    const targets = await targetsOf(handle.db);
    const databaseBytes =
      handle.dialect === "postgres"
        ? Number((await sql`select pg_database_size(current_database()) as n`.execute(handle.db)).rows[0].n)
        : undefined;
    return { generation, rows, targets, databaseBytes };
  } finally {
    await handle.close();
  }
}

const sumOf = (rows) => Object.values(rows).reduce((a, b) => a + b, 0);

/** Backup, restore into an empty database, WordPress import: the product's commands, timed. */
async function throughput(connection, emptyConnection, rows, work) {
  const file = join(work, "backup.tar.gz");
  const total = sumOf(rows);
  const backup = await timedCli(["backup", file], connection);
  const restore = await timedCli(["restore", file, "--trust-unsigned"], emptyConnection);
  const restored = await createDatabase({
    databaseUrl: emptyConnection.DATABASE_URL,
    dataDir: emptyConnection.DATA_DIR,
  });
  try {
    const back = await tableRows(restored.db);
    if (back.article !== rows.article || back.user_money_log !== rows.user_money_log)
      problems.push(
        `restore: ${back.article} articles and ${back.user_money_log} ledger rows, not ${rows.article} and ${rows.user_money_log}`,
      );
  } finally {
    await restored.close();
  }
  const wxr = join(work, "export.xml");
  writeWordpressExport(wxr, { posts: IMPORT_POSTS, seed: SEED });
  const imported = await timedCli(["import:wordpress", wxr], connection);
  const after = await createDatabase({ databaseUrl: connection.DATABASE_URL, dataDir: connection.DATA_DIR });
  let posts;
  try {
    posts = (await tableRows(after.db)).article - rows.article;
  } finally {
    await after.close();
  }
  if (posts !== IMPORT_POSTS) problems.push(`import: ${posts} articles added for ${IMPORT_POSTS} posts`);
  return {
    backup: {
      rows: total,
      seconds: round(backup.seconds, 2),
      rowsPerSecond: Math.round(total / backup.seconds),
      bytes: statSync(file).size,
    },
    restore: {
      rows: total,
      seconds: round(restore.seconds, 2),
      rowsPerSecond: Math.round(total / restore.seconds),
    },
    wordpressImport: {
      posts,
      seconds: round(imported.seconds, 2),
      postsPerSecond: round(posts / imported.seconds),
    },
  };
}

const serverEnv = {
  NODE_ENV: "production",
  WEB_DIST: webDist,
  ADMIN_PASSWORD,
  LOGIN_CAPTCHA: "off",
  LOG_LEVEL: "warn",
  METRICS: "on",
  METRICS_TOKEN,
};

/** One size on one database: built, served, measured, backed up, restored and imported into. */
async function runSize(backend, articles, postgres) {
  const work = mkdtempSync(join(tmpdir(), `corpsite-volume-${backend}-`));
  let server;
  try {
    let connection;
    let emptyConnection;
    if (backend === "postgres") {
      const name = `volume_${articles}`;
      const restored = `${name}_restored`;
      const admin = await createDatabase({ databaseUrl: postgres.url });
      try {
        for (const db of [name, restored]) {
          await sql`drop database if exists ${sql.id(db)}`.execute(admin.db);
          await sql`create database ${sql.id(db)}`.execute(admin.db);
        }
      } finally {
        await admin.close();
      }
      const url = (db) => postgres.url.replace(/\/postgres$/, `/${db}`);
      connection = { DATABASE_URL: url(name), DATA_DIR: join(work, "data") };
      emptyConnection = { DATABASE_URL: url(restored), DATA_DIR: join(work, "restored") };
    } else {
      connection = { DATA_DIR: join(work, "data") };
      emptyConnection = { DATA_DIR: join(work, "restored") };
    }
    const t0 = performance.now();
    const site = await buildSite(connection, articles);
    const g = site.generation;
    console.log(
      `${backend} ${articles}: ${g.rows} rows generated in ${round(g.seconds)} s (${g.rowsPerSecond} rows/s), built in ${round((performance.now() - t0) / 1000)} s`,
    );
    const databaseBytes = site.databaseBytes ?? folderBytes(connection.DATA_DIR);

    if (backend === "postgres") {
      // The port is chosen as it starts: the site's links name the host alone (none is followed here).
      const siteEnv = { ...serverEnv, DATABASE_URL: connection.DATABASE_URL, SITE_URL: "http://127.0.0.1" };
      server = await startServer("volume", siteEnv, join(work, "server.log"));
      await server.ready(180_000).catch((error) => {
        throw new Error(`${error.message}\n${readFileSync(server.logFile, "utf8").slice(-2000)}`);
      });
    } else {
      server = await startBuiltServer({ env: serverEnv, dataDir: connection.DATA_DIR });
    }
    const token = await adminLogin(server.origin);
    const measures = await measureAll(server.origin, token, site.targets);
    const memory = memoryOf(serverPid());
    await server.stop();
    server = undefined;

    const commands = await throughput(connection, emptyConnection, site.rows, work);
    console.log(
      `  memory ${memory.rssMiB} MiB RSS, database ${round(databaseBytes / 1048576)} MiB; backup ${commands.backup.rowsPerSecond} rows/s, restore ${commands.restore.rowsPerSecond} rows/s, WordPress import ${commands.wordpressImport.postsPerSecond} posts/s`,
    );
    return {
      articles: site.rows.article,
      generated: { ...g, seconds: round(g.seconds, 2) },
      rows: sumOf(site.rows),
      databaseMiB: round(databaseBytes / 1048576),
      serverMemory: memory,
      measures,
      ...commands,
    };
  } finally {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Each measure's p99 at the largest size over its p99 at the smallest, uncached and cached. */
function growthOf(sizes) {
  if (sizes.length < 2) return {};
  const [first, last] = [sizes[0], sizes.at(-1)];
  const ratio = (a, b) => (a?.p99 && b?.p99 ? round(b.p99 / a.p99, 2) : null);
  return Object.fromEntries(
    Object.keys(first.measures).map((name) => [
      name,
      {
        uncached: ratio(first.measures[name].uncached, last.measures[name]?.uncached),
        cached: ratio(first.measures[name].cached, last.measures[name]?.cached),
      },
    ]),
  );
}

let postgres;
const cleanup = () => postgres?.stop();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    cleanup();
    process.exit(130);
  });
}

const file = resultsFile("volume.json");
/**
 * The figures the file holds of databases and sizes not run this time, merged with this run's: a run of
 * `VOLUME_BACKENDS=pglite` or `VOLUME_SIZES=100000` adds to the others' figures, and growth is taken over
 * all the sizes a database has.
 */
function merged(runs) {
  const before = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")).backends : [];
  const byBackend = new Map(before.map((run) => [run.backend, run]));
  for (const run of runs) {
    const old = byBackend.get(run.backend);
    const sizes = [
      ...(old?.sizes ?? []).filter((size) => !SIZES.includes(size.generated.counts.article)),
      ...run.sizes,
    ].sort((a, b) => a.articles - b.articles);
    byBackend.set(run.backend, { ...run, sizes, growth: growthOf(sizes) });
  }
  return [...byBackend.values()];
}
const results = [];

/** Writes the figures so far: after each size, so a run stopped at a larger size keeps the smaller ones. */
function save() {
  const figures = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, memoryGiB: round(totalmem() / 2 ** 30) },
    node: process.version,
    seed: SEED,
    volumes: VOLUMES,
    requests: { cached: REQUESTS, uncached: UNCACHED, secondsPerMeasure: MEASURE_SECONDS },
    backends: merged(results),
    problems,
  };
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
}

try {
  for (const backend of BACKENDS) {
    if (backend === "postgres") postgres = await startPostgres();
    const run = {
      backend,
      ...(postgres ? { postgresVersion: postgres.version } : {}),
      sizes: [],
      growth: {},
    };
    results.push(run);
    for (const articles of SIZES) {
      if (backend === "pglite" && articles > PGLITE_MAX) {
        run.notRun = `sizes over ${PGLITE_MAX} articles (VOLUME_PGLITE_MAX)`;
        continue;
      }
      try {
        const loadAverage = loadavg().map((l) => round(l, 2));
        run.sizes.push({ ...(await runSize(backend, articles, postgres)), loadAverageBefore: loadAverage });
      } catch (error) {
        problems.push(`${backend} ${articles}: ${error.message}`);
        run.failedAt = { articles, error: error.message.slice(0, 2000) };
        break;
      } finally {
        run.growth = growthOf(run.sizes);
        save();
      }
    }
    cleanup();
    postgres = undefined;
  }
} finally {
  cleanup();
}
console.log(`figures in ${file}`);
if (problems.length > 0) {
  console.error(`${problems.length} problems:`);
  for (const problem of problems.slice(0, 40)) console.error(`  ${problem}`);
  process.exitCode = 1;
}
