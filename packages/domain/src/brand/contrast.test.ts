import { describe, expect, it } from "vitest";
import { contrastRatio, mixHex, ratioText, relativeLuminance } from "./contrast.ts";

describe("contrast", () => {
  it("computes WCAG 2 ratios of known pairs", () => {
    expect(ratioText(contrastRatio("#777777", "#ffffff"))).toBe("4.48");
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // The order of the two colours does not matter.
    expect(contrastRatio("#ffffff", "#767676")).toBeCloseTo(contrastRatio("#767676", "#ffffff"), 10);
    expect(contrastRatio("#767676", "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#c8102e", "#ffffff")).toBeGreaterThan(4.5);
  });

  it("reads luminance from sRGB", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#FFFFFF")).toBe(1);
  });

  it("writes a ratio to two decimals, one under a limit never as the limit", () => {
    expect(ratioText(4.4999)).toBe("4.5");
    expect(ratioText(4.4999, 4.5)).toBe("4.49");
    expect(ratioText(2)).toBe("2.0");
    expect(ratioText(4.5)).toBe("4.5");
  });

  it("mixes colours", () => {
    expect(mixHex("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(mixHex("#c8102e", "#ffffff", 0)).toBe("#c8102e");
  });
});
