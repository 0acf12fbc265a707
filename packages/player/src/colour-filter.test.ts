import { describe, expect, it } from "vitest";
import { colourFilter, DEFAULT_COLOUR, filterPercent } from "./colour-filter.ts";

describe("colour filter", () => {
  it("multiplies the slider's share of 0-255 (as a percentage) by 2.55", () => {
    expect(filterPercent(100)).toBe(100);
    expect(filterPercent(255)).toBe(255);
    expect(filterPercent(0)).toBe(0);
    expect(filterPercent(51)).toBe(51);
    expect(filterPercent(300)).toBe(255);
  });
  it("leaves the picture alone at the defaults", () => {
    expect(colourFilter(DEFAULT_COLOUR)).toBe("none");
  });
  it("builds the CSS filter", () => {
    expect(colourFilter({ saturation: 200, brightness: 100, contrast: 50 })).toBe(
      "saturate(200%) brightness(100%) contrast(50%)",
    );
  });
});
