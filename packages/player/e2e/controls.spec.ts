import { expect, test } from "@playwright/test";
import { clickPlay, openHarness, players, videoProp } from "./harness.ts";

test.describe("control bar, menus and dialogs", () => {
  test("speed menu applies the rate and labels the button", async ({ page }) => {
    await openHarness(page);
    const player = players(page).first();
    await clickPlay(player);
    const speed = player.getByRole("button", { name: /^播放速度/ });
    await expect(speed).toHaveText("倍速");
    await speed.click();
    const menu = player.getByRole("menu", { name: "播放速度" });
    await expect(menu.getByRole("menuitemradio")).toHaveText([
      "2.0x",
      "1.5x",
      "1.25x",
      "1.0x",
      "0.75x",
      "0.5x",
    ]);
    await menu.getByRole("menuitemradio", { name: "1.5x" }).click();
    await expect(speed).toHaveText("1.5x");
    expect(await videoProp(player, (v) => v.playbackRate)).toBe(1.5);
    // keyboard: open with Enter, move with arrows, choose with Enter, focus comes back
    await speed.focus();
    await page.keyboard.press("Enter");
    await expect(menu.getByRole("menuitemradio", { name: "1.5x" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(speed).toBeFocused();
    await expect(speed).toHaveText("倍速");
    expect(await videoProp(player, (v) => v.playbackRate)).toBe(1);
  });

  test("volume slider, percentage and mute", async ({ page }) => {
    await openHarness(page);
    const player = players(page).first();
    await clickPlay(player);
    const mute = player.getByRole("button", { name: "静音" });
    await mute.hover();
    const slider = player.getByRole("slider", { name: "音量" });
    await expect(slider).toBeVisible();
    await expect(player.locator(".corp-player__volume-value")).toHaveText("30%");
    const box = await slider.boundingBox();
    if (!box) throw new Error("no volume slider");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.2);
    await expect.poll(() => videoProp(player, (v) => Math.round(v.volume * 10))).toBe(8);
    await expect(player.locator(".corp-player__status")).toHaveText(/^音量 \d+%$/);
    await player.getByRole("button", { name: "静音" }).click();
    expect(await videoProp(player, (v) => v.muted)).toBe(true);
    await expect(slider).toHaveAttribute("aria-valuetext", "0%");
    await player.getByRole("button", { name: "取消静音" }).click();
    expect(await videoProp(player, (v) => v.muted)).toBe(false);
    // unmuting at volume 0 gives 5 %
    await slider.focus();
    await page.keyboard.press("Home");
    await expect.poll(() => videoProp(player, (v) => v.volume)).toBe(0);
    await player.getByRole("button", { name: "取消静音" }).click();
    await expect.poll(() => videoProp(player, (v) => v.volume)).toBeCloseTo(0.05);
  });

  test("settings switches: mirror, loop, light-off, with their events", async ({ page }) => {
    await openHarness(page);
    const player = players(page).first();
    await player.getByRole("button", { name: "设置" }).click();
    await player.getByRole("menuitemcheckbox", { name: "镜像画面" }).click();
    await player.getByRole("menuitemcheckbox", { name: "循环播放" }).click();
    await player.getByRole("menuitemcheckbox", { name: "关灯模式" }).click();
    await expect(player.getByRole("menuitemcheckbox", { name: "镜像画面" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    expect(await videoProp(player, (v) => getComputedStyle(v).transform)).toBe("matrix(-1, 0, 0, 1, 0, 0)");
    expect(await videoProp(player, (v) => v.loop)).toBe(true);
    await expect(page.locator(".corp-player-lightoff")).toBeVisible();
    const events = await page.evaluate(() => window.__playerEvents);
    expect(events).toEqual(expect.arrayContaining(["0:mirrorChange", "0:loopChange", "0:lightOffChange"]));
  });

  test("the lightOff prop is reactive", async ({ page }) => {
    await openHarness(page);
    await page.locator("#toggle-lightoff-prop").click();
    await expect(page.locator(".corp-player-lightoff")).toBeVisible();
    // the dimmed page covers the harness button, as it should: dispatch the click directly
    await page.locator("#toggle-lightoff-prop").dispatchEvent("click");
    await expect(page.locator(".corp-player-lightoff")).toHaveCount(0);
  });

  test("page full screen fills the window, shows title and clock, Esc leaves it", async ({ page }) => {
    await openHarness(page);
    const player = players(page).first();
    await player.getByRole("button", { name: "网页全屏" }).click();
    await expect(player).toHaveClass(/corp-player--web-fullscreen/);
    const box = await player.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1100, height: 800 });
    await expect(player.locator(".corp-player__title")).toHaveText("测试视频");
    await expect(player.locator(".corp-player__clock")).toHaveText(/^\d\d:\d\d:\d\d$/);
    await expect(player.getByRole("button", { name: "退出网页全屏" })).toBeVisible();
    await player.focus();
    await page.keyboard.press("Escape");
    await expect(player).not.toHaveClass(/corp-player--web-fullscreen/);
    expect((await player.boundingBox())?.width).toBe(800);
  });

  test("full screen follows the browser's fullscreenchange", async ({ page }) => {
    await openHarness(page);
    const player = players(page).first();
    await player.getByRole("button", { name: "全屏", exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName)).toBe("SECTION");
    await expect(player.getByRole("button", { name: "退出全屏" })).toBeVisible();
    await expect(player.locator(".corp-player__clock")).toBeVisible();
    await page.evaluate(() => document.exitFullscreen());
    await expect(player.getByRole("button", { name: "全屏", exact: true })).toBeVisible();
  });

  test("right-click menu stays 130 px from the right edge and copies the video's address", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openHarness(page);
    const player = players(page).first();
    const box = await player.boundingBox();
    if (!box) throw new Error("no player");
    await player.click({ button: "right", position: { x: box.width - 10, y: 40 } });
    const menu = player.getByRole("menu", { name: "视频播放器" });
    await expect(menu.getByRole("menuitem")).toHaveText([
      "视频色彩调整",
      "快捷键说明",
      "复制视频网址",
      "版本：1.3.2",
    ]);
    const menuBox = await menu.boundingBox();
    if (!menuBox) throw new Error("no menu");
    expect(box.x + box.width - menuBox.x).toBeGreaterThanOrEqual(130);
    await expect(menu.getByRole("menuitem").first()).toBeFocused();
    await menu.getByRole("menuitem", { name: "复制视频网址" }).click();
    await expect(player.getByText("已复制视频网址")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${process.env.PLAYER_HARNESS_URL}/media/video.mp4`);
    // a click near the left edge opens at the pointer
    await player.click({ button: "right", position: { x: 50, y: 40 } });
    expect((await menu.boundingBox())?.x).toBeCloseTo(box.x + 50, 0);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(player).toBeFocused();
  });

  test("colour dialog applies the x2.55 % filter and resets", async ({ page }) => {
    await openHarness(page);
    const player = players(page).first();
    await player.click({ button: "right", position: { x: 100, y: 100 } });
    await player.getByRole("menuitem", { name: "视频色彩调整" }).click();
    const dialog = player.getByRole("dialog", { name: "视频色彩调整" });
    await expect(dialog).toBeFocused();
    await expect(dialog.locator("output")).toHaveText(["100", "100", "100"]);
    await dialog.getByRole("slider", { name: "饱和度" }).fill("200");
    await dialog.getByRole("slider", { name: "亮度" }).fill("51");
    await expect(dialog.locator("output")).toHaveText(["200", "51", "100"]);
    expect(await videoProp(player, (v) => v.style.filter)).toBe(
      "saturate(200%) brightness(51%) contrast(100%)",
    );
    expect(await videoProp(player, (v) => getComputedStyle(v).filter)).toBe(
      "saturate(2) brightness(0.51) contrast(1)",
    );
    await dialog.getByRole("button", { name: "重置" }).click();
    expect(await videoProp(player, (v) => v.style.filter)).toBe("none");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(player).toBeFocused();
  });

  test("hotkey dialog lists the keys", async ({ page }) => {
    await openHarness(page);
    const player = players(page).first();
    await player.click({ button: "right", position: { x: 100, y: 100 } });
    await player.getByRole("menuitem", { name: "快捷键说明" }).click();
    const dialog = player.getByRole("dialog", { name: "快捷键说明" });
    await expect(dialog.locator("kbd")).toHaveText(["Space", "→", "←", "↑ / ↓", "Esc", "F"]);
    await dialog.getByRole("button", { name: "关闭" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("English texts with lang=en", async ({ page }) => {
    await openHarness(page, { lang: "en" });
    const player = players(page).first();
    await expect(player.getByRole("button", { name: "Play", exact: true }).first()).toBeVisible();
    await expect(player.getByRole("button", { name: /^Playback speed/ })).toHaveText("Speed");
    await expect(player.getByRole("slider", { name: "Playback position" })).toHaveAttribute(
      "aria-valuetext",
      "0 min 00 s of 0 min 30 s",
    );
  });

  test("touch devices get the native controls and no custom overlays", async ({ browser }) => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    await openHarness(page);
    const player = players(page).first();
    await expect(player.locator("video")).toHaveAttribute("controls", "");
    await expect(player.locator(".corp-player__bar")).toHaveCount(0);
    await expect(player.locator(".corp-player__big-play")).toHaveCount(0);
    await context.close();
  });

  test("picture in picture enters and leaves, the label follows", async ({ page }) => {
    await openHarness(page);
    const player = players(page).first();
    await clickPlay(player);
    await player.getByRole("button", { name: "画中画" }).click();
    await expect(player.getByRole("button", { name: "退出画中画" })).toBeVisible();
    expect(await page.evaluate(() => document.pictureInPictureElement?.tagName)).toBe("VIDEO");
    await player.getByRole("button", { name: "退出画中画" }).click();
    await expect(player.getByRole("button", { name: "画中画" })).toBeVisible();
  });

  test("a narrow player keeps every control inside the bar", async ({ page }) => {
    await openHarness(page, { width: "300px" });
    const player = players(page).first();
    await clickPlay(player);
    const row = player.locator(".corp-player__bar-row");
    const fits = await row.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    await expect(player.getByRole("button", { name: "全屏", exact: true })).toBeVisible();
  });
});
