/// <reference types="node" />
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { clickPlay, HLS, openHarness, players } from "./harness.ts";

/** Screenshots of every screen for a human look; PLAYER_SHOTS_DIR overrides /tmp/player-shots. */
const DIR = process.env.PLAYER_SHOTS_DIR ?? "/tmp/player-shots";
mkdirSync(DIR, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(DIR, `${name}.png`) });

test.describe("screenshots", () => {
  test("desktop, zh-cn", async ({ page }) => {
    await openHarness(page, { poster: "/media/poster.jpg" });
    const player = players(page).first();
    await expect(player.locator(".corp-player__big-play")).toBeVisible();
    await shot(page, "01-paused-poster");
    await clickPlay(player);
    await page.mouse.move(300, 300);
    const bar = player.getByRole("slider", { name: "播放进度" });
    await bar.hover({ position: { x: 200, y: 7 } });
    await shot(page, "02-playing-hover-progress");
    await player.getByRole("button", { name: "静音" }).hover();
    await page.waitForTimeout(300); // the pop-up fades in
    await shot(page, "03-volume");
    await player.getByRole("button", { name: /^播放速度/ }).click();
    await shot(page, "04-speed-menu");
    await player.getByRole("button", { name: "设置" }).click();
    await shot(page, "05-settings-menu");
    await page.keyboard.press("Escape");
    await player.focus();
    await page.keyboard.press("ArrowUp");
    await shot(page, "06-volume-overlay");
    const box = await player.boundingBox();
    await player.click({ button: "right", position: { x: (box?.width ?? 800) - 5, y: 60 } });
    await shot(page, "07-context-menu");
    await player.getByRole("menuitem", { name: "视频色彩调整" }).click();
    await player.getByRole("slider", { name: "饱和度" }).fill("200");
    await shot(page, "08-colour-dialog");
    await page.keyboard.press("Escape");
    await player.click({ button: "right", position: { x: 100, y: 60 } });
    await player.getByRole("menuitem", { name: "快捷键说明" }).click();
    await shot(page, "09-hotkey-dialog");
  });

  test("HLS menus, overlays, page full screen, en", async ({ page }) => {
    await openHarness(page, HLS);
    const player = players(page).first();
    await clickPlay(player);
    await player.getByRole("button", { name: /^清晰度/ }).click();
    await shot(page, "10-quality-menu");
    await page.keyboard.press("Escape");
    await player.getByRole("button", { name: "网页全屏" }).click();
    await page.mouse.move(400, 400);
    await shot(page, "11-page-full-screen");
    await openHarness(page, { src: "/media/missing.mp4" });
    await expect(players(page).first().getByRole("alert")).toBeVisible();
    await shot(page, "12-error");
    await openHarness(page, { src: "/slow/5000/media/video.mp4", poster: "/media/poster.jpg" });
    await expect(players(page).first().locator(".corp-player__loading--start")).toBeVisible();
    await shot(page, "13-loading-with-poster");
    await openHarness(page, { lang: "en", start: "29" });
    const english = players(page).first();
    await clickPlay(english).catch(() => {});
    await expect(english.getByRole("button", { name: "Replay" }).first()).toBeVisible({ timeout: 5000 });
    await shot(page, "14-en-ended");
    await english.getByRole("button", { name: "Settings" }).click();
    await shot(page, "15-en-settings");
    await openHarness(page, { ...HLS, src2: "/media/video.mp4", lang: "en" });
    await shot(page, "16-two-players-en");
  });
});
