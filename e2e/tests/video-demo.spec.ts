import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoReady } from "./portal-helpers.ts";
import { screenshot } from "./screenshots.ts";

/** How far the video of a demo section has played, in seconds. */
const playedSeconds = (page: Page, section: string) =>
  page
    .getByTestId(section)
    .locator("video")
    .evaluate((video: HTMLVideoElement) => video.currentTime);

test.describe("video demo page", () => {
  test("plays the sample MP4 and the sample HLS stream", async ({ page }) => {
    await gotoReady(page, "/video");
    await expect(page.getByRole("heading", { level: 1, name: "视频演示" })).toBeVisible();

    for (const section of ["demo-mp4", "demo-hls"]) {
      const box = page.getByTestId(section);
      await box.scrollIntoViewIfNeeded();
      await expect(box.locator("video")).toHaveCount(1);
      await box.getByRole("button", { name: "播放", exact: true }).first().click();
      await expect.poll(() => playedSeconds(page, section)).toBeGreaterThan(1);
    }

    // The HLS stream plays through Media Source (hls.js), fed from the 360p/720p playlists.
    const hlsSource = await page
      .getByTestId("demo-hls")
      .locator("video")
      .evaluate((video: HTMLVideoElement) => video.currentSrc);
    expect(hlsSource).toMatch(/^blob:/);
    await screenshot(page, { path: "test-results/video-demo.png", fullPage: true });
  });

  test("shows English texts when the language is English", async ({ page }) => {
    await gotoReady(page, "/video");
    await page.getByRole("combobox", { name: "切换语言" }).first().selectOption("en");
    await expect(page.getByRole("heading", { level: 1, name: "Video demo" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sample HLS adaptive stream" })).toBeVisible();
  });

  test("fits a phone screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoReady(page, "/video");
    await expect(page.getByTestId("demo-hls").locator("video")).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await page.getByTestId("demo-mp4").locator("video").boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    await expect(page.locator("#app-loading")).toHaveCount(0);
    await screenshot(page, { path: "test-results/video-demo-375.png", fullPage: true });
  });

  test("keeps the player and hls.js out of the home page", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /video-player|hls/i.test(path))).toEqual([]);
  });
});
