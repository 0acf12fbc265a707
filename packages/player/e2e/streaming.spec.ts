import { expect, test } from "@playwright/test";
import { AUDIO_HLS, clickPlay, HLS, openHarness, players, revealControls, videoProp } from "./harness.ts";

test.describe("HLS through hls.js", () => {
  test("loads hls.js lazily only for HLS", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await openHarness(page);
    await clickPlay(players(page).first());
    expect(scripts.filter((url) => /\/hls-\w+\.js$/.test(url))).toEqual([]);
    await openHarness(page, HLS);
    await clickPlay(players(page).first());
    expect(scripts.filter((url) => /\/hls-\w+\.js$/.test(url))).toHaveLength(1);
  });

  test("quality menu switches 360P, 720P and back to Auto", async ({ page }) => {
    await openHarness(page, HLS);
    const player = players(page).first();
    await clickPlay(player);
    const quality = player.getByRole("button", { name: /^清晰度/ });
    await quality.click();
    const menu = player.getByRole("menu", { name: "清晰度" });
    await expect(menu.getByRole("menuitemradio")).toHaveText(["自动", "720P", "360P"]);
    await expect(menu.getByRole("menuitemradio", { name: "自动" })).toHaveAttribute("aria-checked", "true");

    await menu.getByRole("menuitemradio", { name: "360P" }).click();
    await expect(quality).toBeFocused();
    await expect(quality).toHaveText("360P");
    await expect.poll(() => videoProp(player, (v) => v.videoHeight), { timeout: 15_000 }).toBe(360);

    await revealControls(page, player);
    await quality.click();
    await menu.getByRole("menuitemradio", { name: "720P" }).click();
    await expect.poll(() => videoProp(player, (v) => v.videoHeight), { timeout: 15_000 }).toBe(720);

    // the bar hid while the level switched: a viewer moves the mouse to bring it back
    await revealControls(page, player);
    await quality.click();
    await menu.getByRole("menuitemradio", { name: "自动" }).click();
    await expect(quality).toHaveText(/^自动/);
    await quality.click();
    await expect(menu.getByRole("menuitemradio", { name: "自动" })).toHaveAttribute("aria-checked", "true");
  });

  test("no quality menu for MP4 (no levels)", async ({ page }) => {
    await openHarness(page);
    const player = players(page).first();
    await clickPlay(player);
    await expect(player.getByRole("button", { name: /^清晰度/ })).toHaveCount(0);
    await expect(player.getByRole("button", { name: /^音轨/ })).toHaveCount(0);
  });

  test("audio-track menu lists both tracks and switches", async ({ page }) => {
    await openHarness(page, AUDIO_HLS);
    const player = players(page).first();
    await clickPlay(player);
    const button = player.getByRole("button", { name: /^音轨/ });
    await button.click();
    const menu = player.getByRole("menu", { name: "音轨" });
    await expect(menu.getByRole("menuitemradio")).toHaveText(["中文", "English"]);
    await expect(menu.getByRole("menuitemradio", { name: "中文" })).toHaveAttribute("aria-checked", "true");
    const english = page.waitForRequest((request) => request.url().includes("/media/audio/en/"));
    await menu.getByRole("menuitemradio", { name: "English" }).click();
    await english;
    await revealControls(page, player);
    await button.click();
    await expect(menu.getByRole("menuitemradio", { name: "English" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });

  test("unmount stops every request of the stream", async ({ page }) => {
    await openHarness(page, { src: "/slow/400/media/ladder/master.m3u8", type: HLS.type });
    const player = players(page).first();
    const segments: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".ts")) segments.push(request.url());
    });
    await clickPlay(player);
    // still streaming: far fewer than the 10 segments of a level have been asked for
    expect(segments.length).toBeLessThan(10);
    await page.getByRole("button", { name: "卸载播放器" }).click();
    await expect(players(page)).toHaveCount(0);
    await page.waitForTimeout(500); // requests already on the wire either finish or are aborted
    const after: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/media/")) after.push(request.url());
    });
    await page.waitForTimeout(2500);
    expect(after).toEqual([]);
  });

  test("two players on one page: one on hls.js, one native", async ({ page }) => {
    await openHarness(page, { ...HLS, src2: "/media/video.mp4" });
    const [first, second] = [players(page).nth(0), players(page).nth(1)];
    await clickPlay(first);
    await clickPlay(second);
    expect(await videoProp(first, (v) => v.src.startsWith("blob:"))).toBe(true);
    expect(await videoProp(second, (v) => v.src.endsWith("/media/video.mp4"))).toBe(true);
  });
});
