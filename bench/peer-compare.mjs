// `node bench/peer-compare.mjs` (needs `npm run build` and root, for apt): our public pages beside the
// WordPress peer of ../shared/peers (Debian nginx + php-fpm + MariaDB, no page cache), one server at a time
// on this machine, the same load for both (autocannon on 127.0.0.1, bounded in time):
// - uncached renders: a unique query string per request, 10 connections; ours with ANSWER_CACHE_ENTRIES=0,
//   since our answer cache ignores query values a page does not read (WordPress has no page cache);
// - cached pages with `accept-encoding: br, gzip`, and without it, 50 connections.
// Writes bench/results/peer.json with each figure and our ratio to WordPress. PEER_DIR points at the
// peer scripts (default ../shared/peers beside the repository).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { root, sampleArticles, startBuiltServer } from "./built-server.mjs";

const requireFromServer = createRequire(join(root, "apps", "server", "package.json"));
const autocannon = requireFromServer("autocannon");

const PEER_DIR = process.env.PEER_DIR ?? join(root, "..", "shared", "peers");
const PEER_STATE = process.env.WP_PEER_STATE ?? "/tmp/wp-peer/state";
const PEER_ORIGIN = "http://127.0.0.1:38300";
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP = 2;
const COMPRESSED = { "accept-encoding": "br, gzip" };
/** Issue 10's goals: our pages/s over WordPress's, and our p99 at 50 connections. */
const GOALS = { uncached: 20, cachedCompressed: 150, cachedPlain: 100, p99Ms: 50 };

const scenarios = (home, post) => [
  {
    name: "uncached home",
    kind: "uncached",
    path: `${home}?nocache=[<id>]`,
    connections: 10,
    headers: COMPRESSED,
  },
  {
    name: "uncached article",
    kind: "uncached",
    path: `${post}?nocache=[<id>]`,
    connections: 10,
    headers: COMPRESSED,
  },
  {
    name: "cached home, br/gzip",
    kind: "cachedCompressed",
    path: home,
    connections: 50,
    headers: COMPRESSED,
  },
  {
    name: "cached article, br/gzip",
    kind: "cachedCompressed",
    path: post,
    connections: 50,
    headers: COMPRESSED,
  },
  { name: "cached home, no compression", kind: "cachedPlain", path: home, connections: 50, headers: {} },
  { name: "cached article, no compression", kind: "cachedPlain", path: post, connections: 50, headers: {} },
];

const KINDS = ["uncached", "cachedCompressed", "cachedPlain"];

const load = (url, connections, headers, duration) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, headers, duration, idReplacement: true }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

async function measure(origin, home, post, kinds = KINDS) {
  const figures = {};
  for (const scenario of scenarios(home, post).filter((s) => kinds.includes(s.kind))) {
    const url = `${origin}${scenario.path}`;
    const check = await fetch(url.replace("[<id>]", "check"), { headers: scenario.headers });
    if (check.status !== 200) throw new Error(`GET ${url} answered ${check.status}`);
    await load(url, scenario.connections, scenario.headers, WARM_UP);
    const result = await load(url, scenario.connections, scenario.headers, DURATION);
    figures[scenario.name] = {
      kind: scenario.kind,
      connections: scenario.connections,
      requestsPerSecond: Math.round(result.requests.average * 10) / 10,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      bytesPerRequest: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    };
    console.log(
      `  ${scenario.name}: ${figures[scenario.name].requestsPerSecond} req/s, p99 ${result.latency.p99} ms`,
    );
  }
  return figures;
}

const peer = (script) =>
  execFileSync("bash", [join(PEER_DIR, script)], {
    stdio: ["ignore", "inherit", "inherit"],
    timeout: 600_000,
  });

/** Our figures of the given kinds, on a fresh built server started with `env`. */
async function measureOurs(env, kinds) {
  const ours = await startBuiltServer({ env });
  try {
    const { withoutVideo } = await sampleArticles(ours.origin);
    return await measure(ours.origin, "/", `/article/${withoutVideo}`, kinds);
  } finally {
    await ours.stop();
  }
}

console.log("ours:");
const our = {
  // Every request rendered: no finished answer is kept.
  ...(await measureOurs({ ANSWER_CACHE_ENTRIES: "0" }, ["uncached"])),
  ...(await measureOurs({}, ["cachedCompressed", "cachedPlain"])),
};

console.log("WordPress:");
if (!existsSync(join(PEER_DIR, "wordpress-up.sh"))) throw new Error(`no peer scripts in ${PEER_DIR}`);
peer("wordpress-up.sh");
let wordpress;
try {
  const post = readFileSync(join(PEER_STATE, "post-path"), "utf8").trim();
  wordpress = await measure(PEER_ORIGIN, "/", post);
} finally {
  peer("wordpress-down.sh");
}

const ratios = Object.fromEntries(
  Object.keys(our).map((name) => [
    name,
    Math.round((our[name].requestsPerSecond / Math.max(0.1, wordpress[name].requestsPerSecond)) * 10) / 10,
  ]),
);
const goalOf = (name) => GOALS[our[name].kind];
const result = {
  date: new Date().toISOString(),
  measuredBy: `autocannon ${DURATION} s after a ${WARM_UP} s warm-up per scenario, one server at a time on 127.0.0.1; ours: the built server on a fresh seeded PGlite database (uncached: ANSWER_CACHE_ENTRIES=0); WordPress: ../shared/peers (nginx, php-fpm, MariaDB, no page cache)`,
  goals: GOALS,
  ours: our,
  wordpress,
  ratios,
  meetsGoals: Object.fromEntries(Object.keys(ratios).map((name) => [name, ratios[name] >= goalOf(name)])),
  p99At50ConnectionsMs: Math.max(
    ...Object.values(our)
      .filter((f) => f.connections === 50)
      .map((f) => f.p99Ms),
  ),
};
const out = join(root, "bench", "results", "peer.json");
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
for (const name of Object.keys(ratios))
  console.log(`${name}: ${ratios[name]}x WordPress (goal ${goalOf(name)}x)`);
console.log(`written ${out}`);
