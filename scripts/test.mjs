// `npm test`: every check of the project, timed. Lint, types and the unit suites run one after another
// in one lane (they keep the processor busy); the browser suites, which mostly wait on pages, run in a
// second lane beside it. Each stage's output goes to test-results/logs/<stage>.log; a failed stage's log
// is printed at the end. Then one line per stage with its seconds and tests, also written to
// bench/results/test-times.json (see docs/testing.md).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { summarizePlaywright, summarizeVitest } from "./test-reports.mjs";

const root = new URL("..", import.meta.url).pathname;
const logs = join(root, "test-results", "logs");
const reports = join(root, "test-results", "reports");
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: "1",
  TURBO_NO_UPDATE_NOTIFIER: "1",
  FORCE_COLOR: "0",
};

/** A unit suite: the workspace's vitest run, with a JSON report beside its log. */
const unit = (name, workspace) => ({
  name: `unit ${name}`,
  command: ["npm", "run", "test", "-w", workspace, "--", "--reporter=default", "--reporter=json"],
  report: "vitest",
});

/** A browser suite: the workspace's Playwright run, with a JSON report beside its log. */
const browser = (name, workspace, script) => ({
  name,
  command: ["npm", "run", script, "-w", workspace, "--", "--reporter=list,json"],
  report: "playwright",
});

const lanes = [
  [
    { name: "lint", command: ["npx", "biome", "check", "."] },
    { name: "types", command: ["npx", "turbo", "run", "typecheck", "--output-logs=errors-only"] },
    unit("server", "@corp/server"),
    unit("db", "@corp/db"),
    unit("client", "@corp/client"),
    unit("web", "@corp/web"),
    unit("domain", "@corp/domain"),
    unit("player", "@corp/player"),
    unit("contract", "@corp/contract"),
  ],
  [browser("e2e", "@corp/e2e", "e2e"), browser("player browser", "@corp/player", "test:browser")],
];

function fileName(stage) {
  return stage.name.replaceAll(" ", "-");
}

function runStage(stage) {
  const log = join(logs, `${fileName(stage)}.log`);
  const report = join(reports, `${fileName(stage)}.json`);
  const [command, ...args] = stage.command;
  const stageEnv = { ...env };
  if (stage.report === "vitest") args.push(`--outputFile.json=${report}`);
  if (stage.report === "playwright") stageEnv.PLAYWRIGHT_JSON_OUTPUT_NAME = report;
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: stageEnv, stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code) => {
      writeFileSync(log, Buffer.concat(chunks));
      const seconds = (performance.now() - started) / 1000;
      const result = { name: stage.name, ok: code === 0, seconds, log, ...readReport(stage, report) };
      console.log(`${result.ok ? "✓" : "✗"} ${stage.name} (${seconds.toFixed(1)} s${countText(result)})`);
      resolve(result);
    });
  });
}

function readReport(stage, report) {
  if (!stage.report || !existsSync(report)) return {};
  const json = JSON.parse(readFileSync(report, "utf8"));
  return stage.report === "vitest" ? summarizeVitest(json, root) : summarizePlaywright(json);
}

function countText(result) {
  if (!result.tests) return "";
  const { passed, failed, skipped } = result.tests;
  return `, ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
}

async function runLane(stages) {
  const results = [];
  for (const stage of stages) results.push(await runStage(stage));
  return results;
}

rmSync(logs, { recursive: true, force: true });
rmSync(reports, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });
mkdirSync(reports, { recursive: true });

const started = performance.now();
// The browser suites test what `npm run build` made: build first (turbo answers from its cache when
// nothing changed since `npm run setup`).
console.log("> turbo run generate build");
const build = spawnSync("npx", ["turbo", "run", "generate", "build", "--output-logs=errors-only"], {
  cwd: root,
  env,
  stdio: "inherit",
});
const buildSeconds = (performance.now() - started) / 1000;
if (build.status !== 0) {
  console.error("\nnpm test: the build failed, so no test ran");
  process.exit(1);
}
console.log(`✓ build (${buildSeconds.toFixed(1)} s)\n`);

const results = [
  { name: "build", ok: true, seconds: buildSeconds },
  ...(await Promise.all(lanes.map(runLane))).flat(),
];
const wall = (performance.now() - started) / 1000;

for (const failed of results.filter((result) => !result.ok)) {
  console.log(`\n===== ${failed.name} failed; its log (${failed.log}):\n`);
  console.log(readFileSync(failed.log, "utf8"));
}

console.log("\nstage              seconds   tests");
for (const result of results) {
  const tests = result.tests ? `${result.tests.passed + result.tests.failed + result.tests.skipped}` : "-";
  console.log(`${result.name.padEnd(18)} ${result.seconds.toFixed(1).padStart(7)}   ${tests.padStart(5)}`);
}
console.log(`${"total (wall)".padEnd(18)} ${wall.toFixed(1).padStart(7)}`);

writeFileSync(
  join(root, "bench", "results", "test-times.json"),
  `${JSON.stringify(
    {
      command: "npm test",
      date: new Date().toISOString(),
      node: process.version,
      cores: availableParallelism(),
      ci: Boolean(process.env.CI),
      wall_seconds: Math.round(wall),
      stages: results.map(({ name, ok, seconds, tests, slowest }) => ({
        name,
        ok,
        seconds: Math.round(seconds * 10) / 10,
        ...(tests ? { tests } : {}),
        ...(slowest ? { slowest } : {}),
      })),
    },
    null,
    2,
  )}\n`,
);

const failed = results.filter((result) => !result.ok);
const counts = results.reduce(
  (sum, result) => ({
    passed: sum.passed + (result.tests?.passed ?? 0),
    failed: sum.failed + (result.tests?.failed ?? 0),
    skipped: sum.skipped + (result.tests?.skipped ?? 0),
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
if (failed.length) {
  console.error(`npm test failed: ${failed.map((result) => result.name).join(", ")}`);
  process.exit(1);
}
