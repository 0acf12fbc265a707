import { defineConfig } from "@chakra-ui/react";

/** The corporate blue of the product, in the 50-950 steps Chakra expects of a colour palette. */
const brand = {
  50: "#e8f1fb",
  100: "#c7dcf5",
  200: "#9fc2ec",
  300: "#72a5e1",
  400: "#4a8bd6",
  500: "#2a71c6",
  600: "#1f5ca6",
  700: "#184984",
  800: "#113662",
  900: "#0b2443",
  950: "#06152a",
} as const;

/** What the product adds to Chakra's theme: the brand palette and a few global rules. */
export const brandConfig = defineConfig({
  globalCss: {
    html: { colorPalette: "brand", scrollBehavior: "auto" },
    body: { bg: "bg", color: "fg" },
    // Chakra's components draw their own focus rings; plain links and native controls get the same one.
    "a:focus-visible, select:focus-visible, [tabindex]:focus-visible": {
      outline: "2px solid",
      outlineColor: "brand.focusRing",
      outlineOffset: "2px",
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: Object.fromEntries(Object.entries(brand).map(([step, value]) => [step, { value }])),
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: "{colors.brand.600}" },
          contrast: { value: "white" },
          fg: { value: { _light: "{colors.brand.700}", _dark: "{colors.brand.300}" } },
          muted: { value: { _light: "{colors.brand.100}", _dark: "{colors.brand.900}" } },
          subtle: { value: { _light: "{colors.brand.50}", _dark: "{colors.brand.950}" } },
          emphasized: { value: { _light: "{colors.brand.200}", _dark: "{colors.brand.800}" } },
          focusRing: { value: "{colors.brand.500}" },
        },
      },
    },
  },
});
