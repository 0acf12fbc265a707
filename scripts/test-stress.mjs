// `npm run test:stress`: the unit suites on a machine made busy, so that a test depending on timing (a
// fixed sleep, a memo's age, "soon enough") fails here and not on a loaded CI. Beside the suites it runs
// processor hogs (busy loops, one per core by default) and gives vitest twice as many workers as cores.
// Options: --suite NAME (repeatable: server, db, client, web, domain, player, contract, market; default
// all), --hogs N, --workers N, --repeat N (the whole set again), and anything after `--` goes to vitest
// (a file filter, `-t "name"`). Exits non-zero when any run failed; the last line counts the tests.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";

const SUITES = {
  server: ["npm", "run", "test", "-w", "@corp/server", "--"],
  db: ["npm", "run", "test", "-w", "@corp/db", "--"],
  client: ["npm", "run", "test", "-w", "@corp/client", "--"],
  web: ["npm", "run", "test", "-w", "@corp/web", "--"],
  domain: ["npm", "run", "test", "-w", "@corp/domain", "--"],
  player: ["npm", "run", "test", "-w", "@corp/player", "--"],
  contract: ["npm", "run", "test", "-w", "@corp/contract", "--"],
  market: ["npx", "vitest", "run", "--root", "examples/market"],
};

const separator = process.argv.indexOf("--", 2);
const passed = separator < 0 ? [] : process.argv.slice(separator + 1);
const { values } = parseArgs({
  args: separator < 0 ? process.argv.slice(2) : process.argv.slice(2, separator),
  options: {
    suite: { type: "string", multiple: true },
    hogs: { type: "string" },
    workers: { type: "string" },
    repeat: { type: "string" },
  },
});
const cores = availableParallelism();
const hogCount = Number(values.hogs ?? cores);
const workers = Number(values.workers ?? cores * 2);
const repeat = Number(values.repeat ?? 1);
const suites = values.suite ?? Object.keys(SUITES);
for (const name of suites) {
  if (!SUITES[name]) {
    console.error(`test:stress: no suite "${name}" (${Object.keys(SUITES).join(", ")})`);
    process.exit(2);
  }
}

const root = new URL("..", import.meta.url).pathname;
// A busy loop in a process of its own: it competes for a core as a second job on a CI machine would.
const hogs = Array.from({ length: hogCount }, () =>
  spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }),
);
const stopHogs = () => {
  for (const hog of hogs) hog.kill("SIGKILL");
};
process.on("exit", stopHogs);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopHogs();
    process.exit(130);
  });
}
console.log(`test:stress: ${hogCount} processor hogs, ${workers} vitest workers on ${cores} cores`);

/** Runs one suite; resolves with its exit code and the counts vitest printed. */
function runSuite(name) {
  const [command, ...args] = SUITES[name];
  const vitestArgs = [`--maxWorkers=${workers}`, "--reporter=default", ...passed];
  return new Promise((resolve) => {
    const child = spawn(command, [...args, ...vitestArgs], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: "0", TZ: "America/Los_Angeles" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on("close", (code) => {
      const count = (word) => Number(new RegExp(`Tests\\s.*?(\\d+) ${word}`).exec(output)?.[1] ?? 0);
      resolve({ name, ok: code === 0, passed: count("passed"), failed: count("failed") });
    });
  });
}

const results = [];
for (let round = 1; round <= repeat; round++) {
  for (const name of suites) {
    const started = performance.now();
    const result = await runSuite(name);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`${result.ok ? "✓" : "✗"} ${name} under load (round ${round}, ${seconds} s)`);
    results.push(result);
  }
}
stopHogs();

const failedRuns = results.filter((result) => !result.ok);
const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
for (const run of failedRuns) console.log(`failed under load: ${run.name}`);
console.log(`${total("passed")} passed, ${total("failed")} failed`);
process.exit(failedRuns.length ? 1 : 0);
