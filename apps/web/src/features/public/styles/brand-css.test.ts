// @vitest-environment node
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BRAND_DEFAULTS, BRAND_RADII, type Brand, SYSTEM_FONT_STACK } from "@corp/domain/brand/brand";
import { brandProperties } from "@corp/domain/brand/brand-css";
import { describe, expect, it } from "vitest";

const read = (name: string) => readFileSync(fileURLToPath(new URL(name, import.meta.url)), "utf8");
const tokens = read("./tokens.css");
const token = (name: string) =>
  new RegExp(`--chakra-${name}: ([^;]+);`, "i").exec(tokens)?.[1]?.toLowerCase();

// The brand settings' defaults are the current design, so a site that changes nothing looks as before.
describe("brand.css", () => {
  it("has the brand defaults of the current design's tokens", () => {
    expect(BRAND_DEFAULTS.primary).toBe(token("colors-brand-600"));
    expect(BRAND_DEFAULTS.accent).toBe(token("colors-brand-500"));
    expect(BRAND_DEFAULTS.text).toBe(token("colors-gray-800"));
    expect(BRAND_DEFAULTS.background).toBe(token("colors-white"));
    expect(BRAND_DEFAULTS.footerText).toBe(token("colors-gray-300"));
    expect(BRAND_DEFAULTS.footerBackground).toBe(token("colors-gray-900"));
    expect(BRAND_RADII.medium).toEqual({ md: token("radii-md"), lg: token("radii-lg") });
    expect(SYSTEM_FONT_STACK.toLowerCase()).toBe(token("fonts-body"));
  });

  it("declares every property a brand may set, and the pages read them", () => {
    const changed: Brand = {
      ...BRAND_DEFAULTS,
      primary: "#c8102e",
      accent: "#000000",
      text: "#000000",
      background: "#fafafa",
      footerText: "#ffffff",
      radius: "large",
      typeScale: "large",
      font: "serif",
    };
    const css = read("./brand.css");
    const pages = ["base.css", "layout.css", "content.css"].map(read).join("\n");
    for (const name of Object.keys(brandProperties(changed))) {
      expect(css).toContain(`  ${name}: `);
      if (!/primary-(50|100|200|300|400|500|800|900|950)$/.test(name))
        expect(pages).toContain(`var(${name})`);
    }
  });
});
