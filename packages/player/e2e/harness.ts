/// <reference types="node" />
import { expect, type Locator, type Page } from "@playwright/test";

/** Opens the harness with the given query; the server address comes from the global setup. */
export async function openHarness(page: Page, query: Record<string, string> = {}): Promise<void> {
  const base = process.env.PLAYER_HARNESS_URL;
  if (!base) throw new Error("PLAYER_HARNESS_URL is not set: run through playwright.config.ts");
  await page.goto(`${base}/?${new URLSearchParams(query)}`);
}

export const HLS = { src: "/media/ladder/master.m3u8", type: "application/x-mpegURL" };
export const AUDIO_HLS = { src: "/media/audio/master.m3u8", type: "application/x-mpegURL" };

export const players = (page: Page) => page.locator("section.corp-player");
export const videoOf = (player: Locator) => player.locator("video");

/** A property of the player's video element, read in the page. */
export function videoProp<T>(player: Locator, read: (video: HTMLVideoElement) => T): Promise<T> {
  return player.locator("video").evaluate(read);
}

export async function waitForPlaying(player: Locator): Promise<void> {
  await expect
    .poll(() => videoProp(player, (v) => !v.paused && v.readyState >= 3 && v.currentTime > 0.2), {
      timeout: 15_000,
    })
    .toBe(true);
}

/** Starts playback with a click on the big play button, as a viewer would. */
export async function clickPlay(player: Locator): Promise<void> {
  await expect(player.locator(".corp-player__big-play")).toBeVisible();
  await player.locator(".corp-player__big-play").click();
  await waitForPlaying(player);
}

/** Moves the mouse inside the player so an auto-hidden control bar comes back. */
export async function revealControls(page: Page, player: Locator): Promise<void> {
  const box = await player.boundingBox();
  if (!box) throw new Error("player not visible");
  await page.mouse.move(box.x + box.width / 2, box.y + 40);
  await page.mouse.move(box.x + box.width / 2 + 5, box.y + 45);
  await expect(player).not.toHaveClass(/corp-player--idle/);
}
