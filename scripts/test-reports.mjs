// Test counts and the slowest files of one stage of `npm test`, from its runner's JSON report.
import { relative } from "node:path";

const SLOWEST = 5;

const top = (seconds) =>
  [...seconds.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, SLOWEST)
    .map(([file, s]) => ({ file, file_seconds: Math.round(s * 10) / 10 }));

/** From vitest's `json` reporter (Jest's format). */
export function summarizeVitest(report, root) {
  const seconds = new Map();
  for (const file of report.testResults ?? []) {
    seconds.set(relative(root, file.name), (file.endTime - file.startTime) / 1000);
  }
  return {
    tests: {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    },
    slowest: top(seconds),
  };
}

/** From Playwright's `json` reporter: a test's time is its last try's, a file's the sum of its tests'. */
export function summarizePlaywright(report) {
  const seconds = new Map();
  const tests = { passed: 0, failed: 0, skipped: 0 };
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        seconds.set(file, (seconds.get(file) ?? 0) + (last?.duration ?? 0) / 1000);
        if (test.status === "skipped") tests.skipped++;
        else if (test.status === "expected" || test.status === "flaky") tests.passed++;
        else tests.failed++;
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return { tests, slowest: top(seconds) };
}
