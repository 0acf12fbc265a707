import { expect, type Locator, type Page, test } from "@playwright/test";
import { clickPlay, HLS, openHarness, players, videoProp } from "./harness.ts";

async function seekTo(page: Page, player: Locator, time: number) {
  await player.locator("video").evaluate((v: HTMLVideoElement, t: number) => {
    v.currentTime = t;
  }, time);
  await expect
    .poll(async () => Math.abs((await videoProp(player, (v) => v.currentTime)) - time) < 1.5)
    .toBe(true);
  await page.waitForTimeout(100);
}

test.describe("hotkeys of the focused player", () => {
  test("Space, left, right, up and down", async ({ page }) => {
    await openHarness(page);
    const player = players(page).first();
    await expect(player.locator(".corp-player__big-play")).toBeVisible();
    await player.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => videoProp(player, (v) => !v.paused)).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => videoProp(player, (v) => v.paused)).toBe(true);

    await seekTo(page, player, 15);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => videoProp(player, (v) => v.currentTime)).toBeCloseTo(5, 0);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => videoProp(player, (v) => v.currentTime)).toBeCloseTo(0.1, 1);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => videoProp(player, (v) => v.currentTime)).toBeCloseTo(10.1, 0);

    await page.keyboard.press("ArrowUp");
    await expect.poll(() => videoProp(player, (v) => v.volume)).toBeCloseTo(0.4);
    await expect(player.locator(".corp-player__status")).toHaveText("音量 40%");
    await expect(player.locator(".corp-player__status")).toBeHidden({ timeout: 2000 });
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => videoProp(player, (v) => v.volume)).toBeCloseTo(0.2);
  });

  test("long press of right plays at 5x until release, then restores the chosen speed", async ({ page }) => {
    await openHarness(page);
    const player = players(page).first();
    await clickPlay(player);
    await player.getByRole("button", { name: /^播放速度/ }).click();
    await player.getByRole("menuitemradio", { name: "1.25x" }).click();
    await player.focus();
    const before = await videoProp(player, (v) => v.currentTime);
    await page.keyboard.down("ArrowRight");
    await expect.poll(() => videoProp(player, (v) => v.playbackRate)).toBe(5);
    await expect(player.locator(".corp-player__status")).toHaveText("5倍速播放中");
    await page.waitForTimeout(600);
    await page.keyboard.up("ArrowRight");
    await expect.poll(() => videoProp(player, (v) => v.playbackRate)).toBe(1.25);
    await expect(player.locator(".corp-player__status")).toBeHidden();
    // a long press does not also jump 10 s
    expect(await videoProp(player, (v) => v.currentTime)).toBeLessThan(before + 8);
  });

  test("F toggles full screen and Esc leaves page full screen", async ({ page }) => {
    await openHarness(page);
    const player = players(page).first();
    await player.focus();
    await page.keyboard.press("f");
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName)).toBe("SECTION");
    // the state follows fullscreenchange, which lands a frame after fullscreenElement is set
    await expect(player.getByRole("button", { name: "退出全屏" })).toBeVisible();
    await page.keyboard.press("f");
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await player.getByRole("button", { name: "网页全屏" }).click();
    await player.focus();
    await page.keyboard.press("Escape");
    await expect(player).not.toHaveClass(/corp-player--web-fullscreen/);
  });

  test("controls hide after 2500 ms while playing and stay while paused", async ({ page }) => {
    await openHarness(page);
    const player = players(page).first();
    await clickPlay(player);
    await page.mouse.move(200, 200);
    await page.mouse.move(210, 210);
    await expect(player).not.toHaveClass(/corp-player--idle/);
    await expect(player).toHaveClass(/corp-player--idle/, { timeout: 4000 });
    await page.mouse.move(220, 220);
    await expect(player).not.toHaveClass(/corp-player--idle/);
    await player.focus();
    await page.keyboard.press("Space");
    await page.waitForTimeout(3000);
    await expect(player).not.toHaveClass(/corp-player--idle/);
  });

  test("keys go to the focused player only; Tab moves on; nothing is focused on load", async ({ page }) => {
    await openHarness(page, { src2: HLS.src, type2: HLS.type });
    const [first, second] = [players(page).nth(0), players(page).nth(1)];
    await expect(second.locator(".corp-player__big-play")).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await second.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => videoProp(second, (v) => !v.paused && v.currentTime > 0)).toBe(true);
    expect(await videoProp(first, (v) => v.paused)).toBe(true);
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => videoProp(second, (v) => v.volume)).toBeCloseTo(0.4);
    expect(await videoProp(first, (v) => v.volume)).toBeCloseTo(0.3);
    await page.keyboard.press("Tab");
    expect(
      await second.evaluate((el) => el.contains(document.activeElement) && el !== document.activeElement),
    ).toBe(true);
    await clickPlay(first);
    expect(await videoProp(second, (v) => !v.paused)).toBe(true);
  });
});
