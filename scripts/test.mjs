// `npm test`: every check of the project, timed. Two lanes run side by side: the processor lane checks
// lint and types and runs the server's unit suite; the browser lane runs the browser suites, which
// mostly wait on pages. Whichever lane is done first takes the other unit suites (and, when CI names a
// PostgreSQL server in TEST_POSTGRES_URL, the server and database suites on it) one by one. Each stage's
// output goes to test-results/logs/<stage>.log; a failed stage's log is printed at the end. Then one line
// per stage with its seconds and tests, also written to bench/results/test-times.json (docs/testing.md).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { stageCpu, stageGroup, timedCommand } from "./stage-cpu.mjs";
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

/** A suite run again on the PostgreSQL server of `TEST_POSTGRES_URL` instead of PGlite. */
const onPostgres = (stage, url) => ({
  ...stage,
  name: `${stage.name} on PostgreSQL`,
  env: { DATABASE_URL: url },
});

/**
 * Each lane runs its own stages first, then takes the shared stages one by one while any is left, so
 * that neither lane idles while the other still has work: two streams of work at a time, for two cores.
 */
const lanes = [
  {
    name: "processor",
    stages: [
      { name: "lint", command: ["npm", "run", "lint"] },
      { name: "types", command: ["npx", "turbo", "run", "typecheck", "--output-logs=errors-only"] },
      unit("server", "@corp/server"),
    ],
  },
  {
    name: "browser",
    stages: [browser("e2e", "@corp/e2e", "e2e"), browser("player browser", "@corp/player", "test:browser")],
  },
];
const shared = [
  unit("db", "@corp/db"),
  unit("client", "@corp/client"),
  unit("web", "@corp/web"),
  unit("domain", "@corp/domain"),
  unit("player", "@corp/player"),
  unit("contract", "@corp/contract"),
  // The reference module market (examples/market) is no workspace: its suite runs from its folder.
  {
    name: "unit market",
    command: ["npx", "vitest", "run", "--root", "examples/market", "--reporter=default", "--reporter=json"],
    report: "vitest",
  },
];
// CI (`.ci/run`) names a PostgreSQL server it started: the server and database suites run there too.
const postgresUrl = process.env.TEST_POSTGRES_URL;
if (postgresUrl) {
  shared.unshift(
    onPostgres(unit("server", "@corp/server"), postgresUrl),
    onPostgres(unit("db", "@corp/db"), postgresUrl),
  );
}

function fileName(stage) {
  return stage.name.replaceAll(" ", "-");
}

function runStage(stage) {
  const log = join(logs, `${fileName(stage)}.log`);
  const report = join(reports, `${fileName(stage)}.json`);
  const times = join(logs, `${fileName(stage)}.times`);
  const [command, ...args] = stage.command;
  const stageEnv = { ...env, ...stage.env };
  if (stage.report === "vitest") {
    args.push(`--outputFile.json=${report}`);
    // Unit tests run on a clock other than the site's (Asia/Shanghai) and the usual servers' (UTC): a
    // time shown in the machine's zone instead of the site's shows up as a failure.
    stageEnv.TZ = "America/Los_Angeles";
  }
  if (stage.report === "playwright") stageEnv.PLAYWRIGHT_JSON_OUTPUT_NAME = report;
  const group = stageGroup(fileName(stage));
  const started = performance.now();
  return new Promise((resolve) => {
    const [shell, shellArgs] = timedCommand(command, args, times, group);
    const child = spawn(shell, shellArgs, { cwd: root, env: stageEnv, stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code) => {
      writeFileSync(log, Buffer.concat(chunks));
      const seconds = (performance.now() - started) / 1000;
      const used = stageCpu(times, group);
      group?.remove();
      const cpu = used?.seconds;
      const result = {
        name: stage.name,
        ok: code === 0,
        seconds,
        cpu,
        counted: used?.counted,
        log,
        ...readReport(stage, report),
      };
      const cpuText = cpu === undefined ? "" : `, ${cpu.toFixed(0)} s of processor`;
      console.log(
        `${result.ok ? "✓" : "✗"} ${stage.name} (${seconds.toFixed(1)} s${cpuText}${countText(result)})`,
      );
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

async function runLane(lane) {
  const started = performance.now();
  const stages = [];
  for (const stage of lane.stages) stages.push(await runStage(stage));
  for (let stage = shared.shift(); stage; stage = shared.shift()) stages.push(await runStage(stage));
  return { name: lane.name, seconds: (performance.now() - started) / 1000, stages };
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

const laneResults = await Promise.all(lanes.map(runLane));
const results = laneResults.flatMap((lane) => lane.stages);
const wall = (performance.now() - started) / 1000;

for (const failed of results.filter((result) => !result.ok)) {
  console.log(`\n===== ${failed.name} failed; its log (${failed.log}):\n`);
  console.log(readFileSync(failed.log, "utf8"));
}

const round = (seconds) => Math.round(seconds * 10) / 10;
const row = (name, seconds, tests = "-", cpu = undefined) =>
  console.log(
    `${name.padEnd(40)} ${seconds.toFixed(1).padStart(7)} ${(cpu === undefined ? "-" : cpu.toFixed(0)).padStart(9)}   ${String(tests).padStart(5)}`,
  );
console.log(`\n${"stage".padEnd(40)} seconds processor   tests`);
row("build", buildSeconds);
for (const lane of laneResults) {
  for (const result of lane.stages) {
    const { tests } = result;
    row(
      `${lane.name}: ${result.name}`,
      result.seconds,
      tests ? tests.passed + tests.failed + tests.skipped : "-",
      result.cpu,
    );
  }
  row(`${lane.name} lane`, lane.seconds);
}
const processor = results.reduce((sum, result) => sum + (result.cpu ?? 0), 0);
row("npm test (wall)", wall, "-", processor);

writeFileSync(
  join(root, "bench", "results", "test-times.json"),
  `${JSON.stringify(
    {
      command: "npm test",
      date: new Date().toISOString(),
      node: process.version,
      cores: availableParallelism(),
      ci: Boolean(process.env.CI),
      seconds: Math.round(wall),
      processor_seconds: Math.round(processor),
      processor_counted: [...new Set(results.map((result) => result.counted).filter(Boolean))].join(", "),
      explains:
        "`seconds` is npm test's wall time: the build, then the lanes side by side. A lane runs its stages one after another, so its `lane_seconds` is the sum of its stages' `stage_seconds`; the wall time is the build plus the longest lane, not the sum of all stages. `processor_seconds` is the processor time a stage used (its processes' user and system time), counted as `processor_counted` says: \"control group\" counts every process a stage started, \"waited-for processes\" leaves out those that left their parent (Chromium's renderers) (scripts/stage-cpu.mjs); when every core is busy, the wall time is about their sum divided by the cores.",
      build_seconds: round(buildSeconds),
      lanes: laneResults.map((lane) => ({
        name: lane.name,
        lane_seconds: round(lane.seconds),
        stages: lane.stages.map(({ name, ok, seconds, cpu, tests, slowest }) => ({
          name,
          ok,
          stage_seconds: round(seconds),
          ...(cpu === undefined ? {} : { processor_seconds: round(cpu) }),
          ...(tests ? { tests } : {}),
          ...(slowest ? { slowest } : {}),
        })),
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
