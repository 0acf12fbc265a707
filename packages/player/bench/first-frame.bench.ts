/// <reference types="node" />
import { writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { resultsFile, smoke } from "../../../bench/smoke-mode.mjs";
import { playerGzipBytes } from "../e2e/build-harness.ts";
import { HLS, openHarness } from "../e2e/harness.ts";

/** BENCH_SMOKE=1 (bench/smoke-mode.mjs): one run per source, figures written apart. */
const RUNS = smoke ? 1 : 5;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Time to first frame: the presentation time of the first frame reported by
 * requestVideoFrameCallback, measured from navigation start and from the player's mount, for the
 * MP4 and the HLS stream (muted autoplay), each in a fresh browser context, median of RUNS.
 */
test("time to first frame and gzip size", async ({ browser }) => {
  const sources = { mp4: { src: "/media/video.mp4", type: "video/mp4" }, hls: HLS };
  const firstFrame: Record<string, unknown> = {};
  for (const [name, source] of Object.entries(sources)) {
    const fromNavigation: number[] = [];
    const fromMount: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openHarness(page, { ...source, bench: "1" });
      await expect
        .poll(() => page.evaluate(() => window.__firstFrame !== undefined), { timeout: 20_000 })
        .toBe(true);
      const frame = await page.evaluate(() => window.__firstFrame);
      if (!frame) throw new Error("no frame");
      fromNavigation.push(frame.presentationTime);
      fromMount.push(frame.presentationTime - frame.mountedAt);
      await context.close();
    }
    firstFrame[name] = {
      medianFromNavigationMs: round(median(fromNavigation)),
      medianFromMountMs: round(median(fromMount)),
      runsFromNavigationMs: fromNavigation.map(round),
    };
  }
  const size = await playerGzipBytes();
  const results = {
    measuredAt: new Date().toISOString(),
    browser: `Chromium ${browser.version()} (Debian, headless)`,
    runsPerSource: RUNS,
    timeToFirstFrame: firstFrame,
    playerBundle: {
      description: "src/video-player.tsx minified by esbuild, react and hls.js external",
      minifiedBytes: size.minified,
      gzipBytes: size.gzip,
      gzipGoalBytes: 25 * 1024,
    },
  };
  writeFileSync(resultsFile("player.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
  expect(size.gzip).toBeLessThanOrEqual(25 * 1024);
});
