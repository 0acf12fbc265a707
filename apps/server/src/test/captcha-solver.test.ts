import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clicksMatch } from "../services/captcha/click-geometry.ts";
import { solveClickCaptchaImage } from "./captcha-solver.ts";
import { glyphsOf } from "./click-captcha.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// The browser tests get past the click captcha with this reader of its pictures: it must be right every time.
describe("the click captcha reader of the browser tests", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("clicks the characters asked for, in order, on pictures the server draws", async () => {
    for (let i = 0; i < 12; i++) {
      const id = `solver-${i}`;
      const res = await t.app.inject({ method: "GET", url: `/api/common/clickCaptcha?id=${id}` });
      const { text, base64 } = res.json().data as { text: string[]; base64: string };
      const png = Buffer.from(base64.replace(/^data:image\/png;base64,/, ""), "base64");
      const clicks = await solveClickCaptchaImage(png, text);
      expect(clicksMatch(clicks, await glyphsOf(t, id)), `picture ${i}: ${text.join("")}`).toBe(true);
    }
  }, 60_000);
});
