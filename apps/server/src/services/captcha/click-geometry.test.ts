import { describe, expect, it } from "vitest";
import { clicksMatch, parseClickInfo } from "./click-geometry.ts";

describe("click captcha geometry", () => {
  it("scales clicks from the shown size to the image size", () => {
    expect(parseClickInfo("35,20-175,100;175;100", 350, 200)).toEqual([
      { x: 70, y: 40 },
      { x: 350, y: 200 },
    ]);
  });

  it("refuses answers that are not in the expected shape", () => {
    for (const info of ["", "1,2", "1,2;0;100", "1,2;350", "a,b;350;200", "1,2,3;350;200", "1,;350;200"]) {
      expect(parseClickInfo(info, 350, 200)).toBeNull();
    }
  });

  const glyphs = [
    { x: 50, y: 50, size: 30 },
    { x: 200, y: 120, size: 30 },
  ];

  it("accepts clicks near each glyph in order", () => {
    expect(
      clicksMatch(
        [
          { x: 60, y: 58 },
          { x: 195, y: 125 },
        ],
        glyphs,
      ),
    ).toBe(true);
  });

  it("refuses clicks in the wrong order, too far away, or of the wrong count", () => {
    expect(
      clicksMatch(
        [
          { x: 200, y: 120 },
          { x: 50, y: 50 },
        ],
        glyphs,
      ),
    ).toBe(false);
    expect(
      clicksMatch(
        [
          { x: 50, y: 50 },
          { x: 240, y: 120 },
        ],
        glyphs,
      ),
    ).toBe(false);
    expect(clicksMatch([{ x: 50, y: 50 }], glyphs)).toBe(false);
  });
});
