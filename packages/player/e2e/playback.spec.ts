import { expect, test } from "@playwright/test";
import { clickPlay, openHarness, players, videoProp, waitForPlaying } from "./harness.ts";

test.describe("MP4 playback and overlays", () => {
  test("starts on click, seeks with the progress bar and fires the media events", async ({ page }) => {
    await openHarness(page);
    const player = players(page).first();
    const bar = player.getByRole("group", { name: "播放控制" });
    await expect(bar.getByRole("button", { name: "播放", exact: true })).toBeVisible();
    await clickPlay(player);
    await expect(player.getByRole("button", { name: "暂停" })).toBeVisible();

    const progress = player.getByRole("slider", { name: "播放进度" });
    await player.hover();
    const box = await progress.boundingBox();
    if (!box) throw new Error("no progress bar");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(player.locator(".corp-player__tooltip")).toHaveText(/^00:1[45]$/);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => videoProp(player, (v) => v.currentTime)).toBeGreaterThan(14);
    await expect(progress).toHaveAttribute("aria-valuetext", /^0 分 1\d 秒 \/ 0 分 30 秒$/);

    await bar.getByRole("button", { name: "暂停" }).click();
    await expect(bar.getByRole("button", { name: "播放", exact: true })).toBeVisible();
    await expect.poll(() => videoProp(player, (v) => v.paused)).toBe(true);
    const events = await page.evaluate(() => window.__playerEvents);
    for (const name of [
      "loadstart",
      "durationchange",
      "progress",
      "canplay",
      "play",
      "playing",
      "timeupdate",
      "seeking",
      "seeked",
      "pause",
    ]) {
      expect(events, name).toContain(`0:${name}`);
    }
  });

  test("the start offset applies, the end shows 重新播放 and replay starts over", async ({ page }) => {
    await openHarness(page, { start: "27" });
    const player = players(page).first();
    await expect.poll(() => videoProp(player, (v) => v.currentTime)).toBeGreaterThanOrEqual(26.9);
    await clickPlay(player);
    const replay = player.locator(".corp-player__loading--ended").getByRole("button", { name: "重新播放" });
    await expect(replay).toBeVisible({ timeout: 8000 });
    expect(await page.evaluate(() => window.__playerEvents)).toContain("0:ended");
    await replay.click();
    await waitForPlaying(player);
    expect(await videoProp(player, (v) => v.currentTime)).toBeLessThan(5);
  });

  test("the start overlay keeps the poster visible while loading", async ({ page }) => {
    await openHarness(page, { src: "/slow/3000/media/video.mp4", poster: "/media/poster.jpg" });
    const player = players(page).first();
    const overlay = player.locator(".corp-player__loading--start");
    await expect(overlay).toBeVisible();
    await expect(overlay.locator(".corp-player__spinner")).toBeVisible();
    expect(await overlay.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
    await expect(player.locator("video")).toHaveAttribute("poster", "/media/poster.jpg");
    await expect(overlay).toBeHidden({ timeout: 10_000 });
  });

  test("without a poster the start overlay is opaque black", async ({ page }) => {
    await openHarness(page, { src: "/slow/3000/media/video.mp4" });
    const overlay = players(page).first().locator(".corp-player__loading--start");
    await expect(overlay).toBeVisible();
    expect(await overlay.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(0, 0, 0)");
  });

  test("a missing source shows 请求错误", async ({ page }) => {
    await openHarness(page, { src: "/media/missing.mp4" });
    const player = players(page).first();
    await expect(player.getByRole("alert")).toContainText("请求错误");
    expect(await page.evaluate(() => window.__playerEvents)).toContain("0:error");
    await expect(player.getByRole("button", { name: "重新播放" })).toBeVisible();
  });

  test("clicking 请求错误 retries and plays once the source answers", async ({ page }) => {
    const key = `retry${Date.now()}`; // the server remembers healed keys: one per run
    await openHarness(page, { src: `/flaky/${key}/media/video.mp4` });
    const player = players(page).first();
    const prompt = player.getByRole("button", { name: /请求错误/ });
    await expect(prompt).toBeVisible();
    await page.evaluate((healed) => fetch(`/control/heal/${healed}`), key);
    const retried = page.waitForRequest((request) => request.url().includes(`/flaky/${key}/`));
    await prompt.click();
    await retried;
    await waitForPlaying(player);
    await expect(player.getByRole("alert")).toHaveCount(0);
  });

  test("waiting shows 正在缓冲... while segments are slow", async ({ page }) => {
    await openHarness(page, { src: "/slow/1500/media/ladder/master.m3u8", type: "application/x-mpegURL" });
    const player = players(page).first();
    await clickPlay(player);
    // jump to 75 % (15 s): far beyond what the slow segments have buffered, while playing
    await player.getByRole("slider", { name: "播放进度" }).click({ position: { x: 0.75 * 776, y: 7 } });
    await expect(player.getByText("正在缓冲...")).toBeVisible();
    await waitForPlaying(player);
    await expect(player.getByText("正在缓冲...")).toBeHidden();
  });

  test("an unplayable type logs the format-not-supported error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await openHarness(page, { src: "/media/video.mkv", type: "video/x-unknown" });
    await expect(players(page).first().getByRole("alert")).toContainText("请求错误");
    expect(errors.some((text) => /video\/x-unknown.*not supported.*type parameter/.test(text))).toBe(true);
  });
});
