// `npm run bench:smoke` (after `npm run build`): every benchmark of `npm run bench`, `npm run bench:cluster`
// and `npm run bench:volume` in its smoke mode (bench/smoke-mode.mjs), one after another: tiny counts and
// durations through the same code and the same checks. Prints each one's seconds and whether it passed, and
// exits non-zero when one failed, crashed or ran over its time, when a benchmark script of a package.json is
// not among them, or when bench/results changed. Their figures go to a temporary folder, removed at the end.
// Needs what the benchmarks need: Debian's chromium, ffmpeg and postgresql, and moto_server (as .ci/run
// installs them).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const node = process.execPath;
const playwright = createRequire(join(root, "packages", "player", "package.json")).resolve(
  "@playwright/test/cli",
);
/** A benchmark still running after this long has failed. */
const TIME_LIMIT_S = 300;

/**
 * Each benchmark: how it is started in smoke mode, the script of a package.json it stands for (`covers`,
 * from the repository's root) and the figures it writes.
 */
const BENCHMARKS = [
  {
    name: "portal",
    covers: "apps/server/bench/portal.mjs",
    command: [node, "apps/server/bench/portal.mjs", "--smoke"],
    writes: "portal.json",
  },
  {
    name: "bundle",
    covers: "apps/server/bench/bundle.mjs",
    command: [node, "apps/server/bench/bundle.mjs", "--smoke"],
    writes: "bundle.json",
  },
  {
    name: "search",
    covers: "apps/server/bench/search.mjs",
    cwd: "apps/server",
    command: [node, "--import", "tsx", "bench/search.mjs", "--smoke"],
    writes: "search.json",
  },
  {
    name: "player",
    covers: "packages/player/playwright.bench.config.ts",
    cwd: "packages/player",
    // Playwright takes no flag of its own for the bench: BENCH_SMOKE=1 (set for all) says smoke.
    command: [node, playwright, "test", "-c", "playwright.bench.config.ts"],
    writes: "player.json",
  },
  {
    name: "lighthouse",
    covers: "bench/lighthouse.mjs",
    command: [node, "bench/lighthouse.mjs", "--smoke"],
    writes: "lighthouse.json",
  },
  {
    name: "cluster",
    covers: "bench/cluster.mjs",
    command: [node, "bench/cluster.mjs", "--smoke"],
    writes: "cluster.json",
  },
  {
    name: "volume",
    covers: "bench/volume/main.mjs",
    command: [node, "--import", "tsx", "bench/volume/main.mjs", "--smoke"],
    writes: "volume.json",
  },
];

/** The folders of the workspaces named in the root package.json ("apps/*", "e2e"). */
function workspaces(manifest) {
  return manifest.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith("/*")) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, "package.json")))
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/**
 * The `bench*` scripts of every package.json whose parts are not covered here: each part of a script
 * (split at `&&`) either starts a file of BENCHMARKS or only runs other bench scripts.
 */
function uncoveredScripts() {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const covered = new Set(BENCHMARKS.map((b) => b.covers));
  const uncovered = [];
  for (const folder of [".", ...workspaces(manifest)]) {
    const { scripts = {} } = JSON.parse(readFileSync(join(root, folder, "package.json"), "utf8"));
    for (const [name, script] of Object.entries(scripts)) {
      if (!name.startsWith("bench") || (folder === "." && name === "bench:smoke")) continue;
      for (const part of script.split("&&").map((p) => p.trim())) {
        if (/^(turbo run bench|npm run bench[\w:-]*)$/.test(part)) continue;
        const files = (part.match(/[\w./-]+\.(?:mjs|cjs|js|mts|ts)\b/g) ?? []).map((file) =>
          relative(root, join(root, folder, file)),
        );
        if (files.length === 0 || !files.every((file) => covered.has(file)))
          uncovered.push(`${join(folder, "package.json")} "${name}": ${part}`);
      }
    }
  }
  return uncovered;
}

/** A digest of each committed figures file, to see that no smoke run wrote over one. */
function committedFigures() {
  const dir = join(root, "bench", "results");
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [
        file,
        createHash("sha256")
          .update(readFileSync(join(dir, file)))
          .digest("hex"),
      ]),
  );
}

/** Sends a signal to a benchmark's process group, which may be gone already. */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Ended meanwhile.
  }
}

let running;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    // The benchmark stops what it started on this signal.
    if (running?.exitCode === null) signalGroup(running, signal);
    process.exitCode = 130;
  });
}

/** Runs one benchmark in a process group of its own: whether it passed within the time limit, and why not. */
function run(benchmark, env) {
  return new Promise((resolve) => {
    const [file, ...args] = benchmark.command;
    const child = spawn(file, args, {
      cwd: join(root, benchmark.cwd ?? "."),
      env,
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
    });
    running = child;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      signalGroup(child, "SIGTERM");
      setTimeout(() => signalGroup(child, "SIGKILL"), 15_000).unref();
    }, TIME_LIMIT_S * 1000);
    child.once("error", (error) => {
      clearTimeout(timer);
      resolve({ ok: false, why: error.message });
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (timedOut) resolve({ ok: false, why: `over ${TIME_LIMIT_S} s` });
      else if (code !== 0) resolve({ ok: false, why: signal ? `killed by ${signal}` : `exit ${code}` });
      else if (!existsSync(join(env.BENCH_RESULTS_DIR, benchmark.writes)))
        resolve({ ok: false, why: `wrote no ${benchmark.writes}` });
      else resolve({ ok: true });
    });
  });
}

const missing = ["apps/server/dist/main.js", "apps/server/dist/cli.js", "apps/web/dist/index.html"].filter(
  (file) => !existsSync(join(root, file)),
);
if (missing.length > 0) {
  console.error(`bench:smoke: ${missing.join(", ")} missing: run \`npm run build\` first`);
  process.exit(1);
}
const uncovered = uncoveredScripts();
if (uncovered.length > 0) {
  console.error("bench:smoke: benchmark scripts with no smoke run in bench/smoke.mjs:");
  for (const line of uncovered) console.error(`  ${line}`);
  process.exit(1);
}

const before = committedFigures();
const figures = mkdtempSync(join(tmpdir(), "corpsite-bench-smoke-"));
const env = { ...process.env, BENCH_SMOKE: "1", BENCH_RESULTS_DIR: figures };
const outcomes = [];
const started = performance.now();
try {
  for (const benchmark of BENCHMARKS) {
    if (process.exitCode === 130) break;
    console.log(`\n== ${benchmark.name}: ${benchmark.command.slice(1).join(" ")}`);
    const t0 = performance.now();
    const outcome = await run(benchmark, env);
    outcomes.push({ name: benchmark.name, seconds: (performance.now() - t0) / 1000, ...outcome });
  }
} finally {
  rmSync(figures, { recursive: true, force: true });
}
const after = committedFigures();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);

console.log("\nbenchmark     seconds  result");
for (const o of outcomes)
  console.log(
    `${o.name.padEnd(12)} ${o.seconds.toFixed(1).padStart(8)}  ${o.ok ? "ok" : `FAILED (${o.why})`}`,
  );
const failed = outcomes.filter((o) => !o.ok).length + (outcomes.length < BENCHMARKS.length ? 1 : 0);
if (changed.length > 0) console.log(`bench/results changed during the smoke runs: ${changed.join(", ")}`);
const pass = failed === 0 && changed.length === 0;
console.log(
  `${"total".padEnd(12)} ${((performance.now() - started) / 1000).toFixed(1).padStart(8)}  ${pass ? "ok" : "FAILED"}`,
);
if (!pass) process.exitCode = process.exitCode || 1;
