// @vitest-environment node
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { system } from "../../../theme/system.ts";
import { resolveReferences, tokensCss } from "./tokens-css.ts";

const file = fileURLToPath(new URL("./tokens.css", import.meta.url));

describe("tokens.css", () => {
  it("holds the site system's tokens (run with WRITE_TOKENS=1 after a theme change)", () => {
    const css = tokensCss(system);
    if (process.env.WRITE_TOKENS === "1") writeFileSync(file, css);
    expect(readFileSync(file, "utf8")).toBe(css);
    expect(css).toContain("--chakra-colors-brand-600: #1f5ca6;");
  });
});

describe("resolveReferences", () => {
  it("turns token references left in raw values into CSS", () => {
    expect(resolveReferences("0px 1px 2px {colors.gray.900/10}")).toBe(
      "0px 1px 2px color-mix(in srgb, var(--chakra-colors-gray-900) 10%, transparent)",
    );
    expect(resolveReferences("inset 0 2px 4px 0 {black/5}")).toBe(
      "inset 0 2px 4px 0 color-mix(in srgb, black 5%, transparent)",
    );
    expect(resolveReferences("{colors.brand.600}")).toBe("var(--chakra-colors-brand-600)");
  });
});
