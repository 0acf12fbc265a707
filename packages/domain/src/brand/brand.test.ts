import { describe, expect, it } from "vitest";
import { t } from "../messages.ts";
import { BRAND_DEFAULTS, BRAND_SETTING, brandFrom } from "./brand.ts";
import { brandContrastRefusal } from "./brand-contrast.ts";
import { brandCss, brandProperties, primaryScale } from "./brand-css.ts";

const settings = (values: Record<string, unknown>) => (name: string) => values[name];

describe("brand settings", () => {
  it("reads each setting, a missing or wrong one as the default", () => {
    expect(brandFrom(settings({}))).toEqual(BRAND_DEFAULTS);
    const brand = brandFrom(
      settings({ brand_primary: "#c8102e", brand_radius: "large", brand_font: "comic", brand_text: "red" }),
    );
    expect(brand).toEqual({ ...BRAND_DEFAULTS, primary: "#c8102e", radius: "large" });
  });

  it("sets no property for the current design, so an untouched site looks as before", () => {
    expect(brandProperties(BRAND_DEFAULTS)).toEqual({});
    expect(brandCss(BRAND_DEFAULTS)).toBe("");
  });

  it("sets the primary colour's scale, the radius, type and font chosen", () => {
    const css = brandCss({
      ...BRAND_DEFAULTS,
      primary: "#c8102e",
      radius: "square",
      typeScale: "large",
      font: "serif",
    });
    expect(css.startsWith(":root{")).toBe(true);
    expect(css).toContain("--brand-primary-600:#c8102e");
    expect(css).toContain(`--brand-primary-800:${primaryScale("#c8102e")[800]}`);
    expect(css).toContain("--brand-radius-md:0");
    expect(css).toContain("--brand-font-scale:112.5%");
    expect(css).toContain('--brand-font:"Songti SC"');
    expect(css).not.toContain("--brand-text");
  });

  it("names its settings once each", () => {
    expect(new Set(Object.values(BRAND_SETTING)).size).toBe(Object.keys(BRAND_DEFAULTS).length);
  });
});

describe("brand contrast", () => {
  it("passes the current design and the company's red", () => {
    expect(brandContrastRefusal(BRAND_DEFAULTS)).toBeUndefined();
    expect(brandContrastRefusal({ ...BRAND_DEFAULTS, primary: "#c8102e" })).toBeUndefined();
  });

  it("refuses a pair under AA, naming it with its ratio", () => {
    const refusal = brandContrastRefusal({ ...BRAND_DEFAULTS, text: "#777777" });
    expect(refusal).toEqual({ key: "brandContrastText", params: { ratio: "4.48", minimum: "4.5" } });
    expect(t("brandContrastText", "zh-cn", refusal?.params)).toBe(
      "正文颜色与背景颜色的对比度为 4.48:1，低于 4.5:1",
    );
    expect(brandContrastRefusal({ ...BRAND_DEFAULTS, primary: "#ffd700" })?.key).toBe("brandContrastPrimary");
    expect(
      brandContrastRefusal({ ...BRAND_DEFAULTS, footerText: "#555555", footerBackground: "#333333" })?.key,
    ).toBe("brandContrastFooter");
    // A light text on a dark background still leaves the pages' grey dates and summaries on it.
    expect(
      brandContrastRefusal({
        ...BRAND_DEFAULTS,
        text: "#ffffff",
        background: "#111111",
        primary: "#aaccff",
        accent: "#aaccff",
      })?.key,
    ).toBe("brandContrastOnPrimary");
    expect(
      brandContrastRefusal({
        ...BRAND_DEFAULTS,
        background: "#b0b0b8",
        text: "#000000",
        primary: "#0b2443",
        accent: "#0b2443",
      }),
    ).toMatchObject({ key: "brandContrastMuted" });
    expect(brandContrastRefusal({ ...BRAND_DEFAULTS, accent: "#dddddd" })).toMatchObject({
      key: "brandContrastAccent",
      params: { minimum: "3.0" },
    });
  });
});
