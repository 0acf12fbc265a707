// `npm run bench -w @corp/server`: requests/s and latency of public endpoints, each beside a bare Fastify
// route answering the same bytes, measured in turns (autocannon on 127.0.0.1, bounded in time). Writes
// bench/results/portal.json at the repository root, and exits non-zero when an endpoint answered 500 or
// more or a request failed. `--smoke` (bench/smoke-mode.mjs): no warm-up and one round of SMOKE_REQUESTS
// requests per target and server instead of seconds, figures written apart.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { resultsFile, smoke } from "../../../bench/smoke-mode.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 3);
/** App and bare route are measured in turns, so a slow moment of the machine hits both alike. */
const ROUNDS = smoke ? 1 : Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP = 2;
/** In smoke mode each round is this many requests rather than a duration. */
const SMOKE_REQUESTS = 100;

/** Sent with every request, as a browser would: the answers vary by language. */
const HEADERS = { "accept-language": "zh-CN,zh;q=0.9", accept: "*/*" };

const ALL_TARGETS = [
  { name: "common", url: "/api/Index/common" },
  { name: "common (304 revalidation)", url: "/api/Index/common", revalidate: true },
  { name: "index (anonymous)", url: "/api/index/index" },
  { name: "article list", url: "/api/portal/articles?page=1&limit=10" },
  { name: "article (API, counts a view)", url: "/api/portal/article?id={articleId}" },
  { name: "article page (HTML)", url: "/article/{articleId}" },
  { name: "home page (HTML)", url: "/" },
  // The English pages, cached apart from the Chinese ones (issue 29: within 10% of them).
  { name: "article page (HTML, English)", url: "/en/article/{articleId}" },
  { name: "home page (HTML, English)", url: "/en/" },
  { name: "article list (English)", url: "/api/portal/articles?page=1&limit=10&lang=en" },
  { name: "search 新闻", url: `/api/portal/search?q=${encodeURIComponent("新闻")}` },
];

// BENCH_ONLY=article runs only the targets whose name contains that text (figures are then not written).
const ONLY = process.env.BENCH_ONLY;
const TARGETS = ONLY ? ALL_TARGETS.filter((t) => t.name.includes(ONLY)) : ALL_TARGETS;

function startServers() {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      join(here, "bench-server.mjs"),
      JSON.stringify(TARGETS.map((t) => ({ ...t, headers: HEADERS }))),
    ],
    { cwd: join(here, ".."), stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once("line", (line) => resolve({ child, info: JSON.parse(line) }));
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

function run(url, headers, duration = DURATION) {
  const length = smoke ? { amount: SMOKE_REQUESTS, sampleInt: 100 } : { duration };
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, ...length }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The rounds of one server as one figure: requests over the whole measured time, worst p99. */
const summary = (rounds) => ({
  requestsPerSecond: Math.round(
    rounds.reduce((sum, r) => sum + r.requests.total, 0) / rounds.reduce((sum, r) => sum + r.duration, 0),
  ),
  roundsRequestsPerSecond: rounds.map((r) => Math.round(r.requests.total / r.duration)),
  latencyP50Ms: Math.max(...rounds.map((r) => r.latency.p50)),
  latencyP99Ms: Math.max(...rounds.map((r) => r.latency.p99)),
  non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
  status5xx: rounds.reduce((sum, r) => sum + r["5xx"], 0),
  errors: rounds.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
});

/** What went wrong with a target: an answer of 500 or more, a failed or timed-out request. */
const failures = [];

const { child, info } = await startServers();
const results = [];
try {
  for (const target of info.targets) {
    if (target.status >= 500) failures.push(`${target.name}: ${target.url} answered ${target.status}`);
    if (target.status === 404) {
      results.push({ name: target.name, url: target.url, skipped: `${target.url} answered 404 at run time` });
      console.log(`skip  ${target.name}: ${target.url} answered 404`);
      continue;
    }
    // Warm-up (JIT, first renders, stored answers) that is not counted, the same for both servers.
    const appUrl = `http://127.0.0.1:${info.port}${target.url}`;
    const bareUrl = `http://127.0.0.1:${info.barePort}${target.bareUrl}`;
    if (!smoke) {
      await run(appUrl, target.headers, WARM_UP);
      await run(bareUrl, HEADERS, WARM_UP);
    }
    const appRounds = [];
    const bareRounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      appRounds.push(await run(appUrl, target.headers));
      bareRounds.push(await run(bareUrl, HEADERS));
    }
    const app = summary(appRounds);
    const bare = summary(bareRounds);
    for (const [side, figures] of [
      ["app", app],
      ["bare", bare],
    ]) {
      if (figures.status5xx > 0 || figures.errors > 0)
        failures.push(`${target.name} (${side}): ${figures.status5xx} >= 500, ${figures.errors} failed`);
    }
    const ratio = Math.round((app.requestsPerSecond / Math.max(1, bare.requestsPerSecond)) * 100) / 100;
    results.push({
      name: target.name,
      url: target.url,
      status: target.status,
      bytes: target.bytes,
      app,
      bare,
      ratio,
    });
    console.log(
      `${target.name.padEnd(30)} app ${String(app.requestsPerSecond).padStart(6)} req/s p99 ${app.latencyP99Ms} ms | bare ${String(bare.requestsPerSecond).padStart(6)} req/s p99 ${bare.latencyP99Ms} ms | ${Math.round(ratio * 100)}%`,
    );
  }
} finally {
  child.kill("SIGTERM");
}

for (const failure of failures) console.error(`portal bench: ${failure}`);
if (failures.length > 0) process.exitCode = 1;
if (ONLY) process.exit();
const out = resultsFile("portal.json");
writeFileSync(
  out,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version },
      database: process.env.DATABASE_URL ? "postgres" : "pglite (in memory)",
      settings: {
        ...(smoke ? { smoke: true, requestsPerRun: SMOKE_REQUESTS } : {}),
        durationSeconds: DURATION,
        rounds: ROUNDS,
        warmUpSeconds: smoke ? 0 : WARM_UP,
        connections: CONNECTIONS,
        tool: "autocannon",
        headers: HEADERS,
      },
      goal: "public endpoints >= 60% of the bare route's requests/s",
      results,
    },
    null,
    2,
  )}\n`,
);
console.log(`written ${out}`);
