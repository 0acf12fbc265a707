import { describe, expect, it } from "vitest";
import { clickInfo, newCaptchaId } from "./click-info.ts";

describe("click captcha answer", () => {
  it("joins rounded clicks and the shown size", () => {
    expect(
      clickInfo(
        [
          { x: 10.4, y: 20.6 },
          { x: 100, y: 50 },
        ],
        350,
        200.2,
      ),
    ).toBe("10,21-100,50;350;200");
  });

  it("makes ids the server accepts", () => {
    expect(newCaptchaId()).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });
});
