import { describe, expect, it } from "vitest";
import { DEFAULT_LAYOUT, parseLayout } from "./layout-config.ts";

describe("layout config", () => {
  it("reads what was saved and fills the rest with defaults", () => {
    expect(parseLayout({ mode: "classic", dark: true })).toEqual({
      ...DEFAULT_LAYOUT,
      mode: "classic",
      dark: true,
    });
  });

  it("drops damaged values", () => {
    expect(parseLayout({ mode: "sideways", collapsed: "yes", menuColours: 3 })).toEqual(DEFAULT_LAYOUT);
    expect(parseLayout(undefined)).toEqual(DEFAULT_LAYOUT);
    expect(parseLayout("x")).toEqual(DEFAULT_LAYOUT);
  });
});
