// The smoke mode of every benchmark (`npm run bench:smoke`, bench/smoke.mjs): `--smoke` on the command line,
// or BENCH_SMOKE=1 for a benchmark that a test runner starts (the player's, under Playwright). A smoke run
// takes tiny counts and durations through the same code and the same checks, and fails as the full run
// does; its figures are not the committed ones, so they go to BENCH_RESULTS_DIR or a temporary folder,
// never to bench/results.
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const smoke = process.argv.includes("--smoke") || process.env.BENCH_SMOKE === "1";

const committed = join(dirname(fileURLToPath(import.meta.url)), "results");
let smokeDir;

/** The file a benchmark writes its figures to: bench/results/`name`, or in smoke mode a folder apart. */
export function resultsFile(name) {
  if (!smoke) {
    mkdirSync(committed, { recursive: true });
    return join(committed, name);
  }
  smokeDir ??= process.env.BENCH_RESULTS_DIR || mkdtempSync(join(tmpdir(), "corpsite-bench-smoke-"));
  mkdirSync(smokeDir, { recursive: true });
  return join(smokeDir, name);
}
