import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "../test/multipart.ts";
import { pixelBomb } from "../test/pixel-bomb.ts";
import { saveSettings } from "../test/settings.ts";
import { createTestApp, loginAdmin, type TestApp } from "../test/test-app.ts";

const EN = { "think-lang": "en" };

// Issue 44, P6: a member's 730 KB 16000 × 16000 PNG took 39 s of processor and 1.17 GB to resize.
describe("pictures over the pixel limit are refused from their header, before any decoding", () => {
  let t: TestApp;
  let token: string;
  let bomb: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAdmin(t.app)).token;
    // 8000 × 8000 is 64 megapixels, over the default limit of 40.
    bomb = await pixelBomb(8000, 8000);
  });
  afterAll(() => t.close());

  const upload = (name: string, bytes: Buffer) => {
    const file = multipartFile(name, bytes, "image/png");
    return t.app.inject({
      method: "POST",
      url: "/admin/ajax/upload",
      payload: file.payload,
      headers: { ...file.headers, batoken: token, ...EN },
    });
  };
  const attachments = async () =>
    (await t.services.db.selectFrom("attachment").select("id").execute()).length;

  it("refuses an upload over the limit within a second, in little memory, storing nothing", async () => {
    expect(bomb.length).toBeLessThan(1_000_000);
    const before = await attachments();
    global.gc?.();
    const memoryBefore = process.memoryUsage().rss;
    const started = performance.now();
    const res = await upload("bomb.png", bomb);
    const seconds = (performance.now() - started) / 1000;
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe(
      "The image has too many pixels: 8000 × 8000 is over the limit of 40 megapixels!",
    );
    expect(seconds).toBeLessThan(1);
    // Decoding it would take 8000 × 8000 × 3 bytes (192 MB) at the least.
    expect(process.memoryUsage().rss - memoryBefore).toBeLessThan(100_000_000);
    expect(await attachments()).toBe(before);
  });

  it("takes the limit from the settings, and refuses a limit out of its bounds", async () => {
    const picture = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: "#123456" } })
        .png()
        .toBuffer();
    await saveSettings(t, { upload_max_pixels: 1 });
    try {
      expect((await upload("wide.png", await picture(1001, 1000))).statusCode).toBe(413);
      const fits = await upload("fits.png", await picture(1000, 1000));
      expect(fits.json().code, fits.body).toBe(1);
    } finally {
      await saveSettings(t, { upload_max_pixels: 40 });
    }
    const { checkConfigValue } = await import("../modules/routine/config-values.ts");
    const item = { name: "upload_max_pixels", type: "number", rule: "", content: null } as never;
    expect(checkConfigValue(item, 0)).toBeUndefined();
    expect(checkConfigValue(item, 1001)).toBeUndefined();
    expect(checkConfigValue(item, 2.5)).toBeUndefined();
    expect(checkConfigValue(item, 64)).toBe(64);
  });

  it("refuses to resize a stored picture over the limit (one kept from before the limit) within a second", async () => {
    await t.services.files.put(`20260101/${"ab".repeat(20)}.png`, bomb);
    const started = performance.now();
    const res = await t.app.inject({
      method: "GET",
      url: `/storage/20260101/${"ab".repeat(20)}.png?w=320`,
      headers: EN,
    });
    expect((performance.now() - started) / 1000).toBeLessThan(1);
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toContain("too many pixels");
  });
});
