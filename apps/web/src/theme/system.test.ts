import { recipes, slotRecipes } from "@chakra-ui/react/theme";
import { describe, expect, it } from "vitest";
import { fullSystem } from "./full-system.ts";
import { system } from "./system.ts";

describe("Chakra systems", () => {
  it("both carry the brand palette and its semantic colours", () => {
    for (const sys of [system, fullSystem]) {
      expect(sys.token("colors.brand.600")).toBe("#1f5ca6");
      expect(sys.token("colors.brand.solid")).toBe("var(--chakra-colors-brand-solid)");
    }
  });

  it("gives the admin area and the member centre every recipe of Chakra's theme", () => {
    for (const key of Object.keys(recipes)) expect(fullSystem.isRecipe(key), key).toBe(true);
    for (const key of Object.keys(slotRecipes)) expect(fullSystem.isSlotRecipe(key), key).toBe(true);
  });

  it("gives the site a subset of them, unchanged", () => {
    const keys = Object.keys(recipes).filter((key) => system.isRecipe(key));
    const slotKeys = Object.keys(slotRecipes).filter((key) => system.isSlotRecipe(key));
    expect(keys.length).toBeLessThan(Object.keys(recipes).length);
    for (const key of keys) expect(system.getRecipe(key)).toEqual(fullSystem.getRecipe(key));
    for (const key of slotKeys) expect(system.getSlotRecipe(key)).toEqual(fullSystem.getSlotRecipe(key));
  });
});
