import { defineConfig, type ThemingConfig } from "@chakra-ui/react";
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";

type Recipes = Pick<ThemingConfig, "recipes" | "slotRecipes">;

/**
 * Chakra's default theme (tokens, styles, global CSS) with the given component recipes. Built from
 * its parts rather than from `defaultConfig`, which would bring every recipe into whichever chunk
 * first imports the theme.
 */
export function chakraTheme({ recipes, slotRecipes }: Recipes) {
  return defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes,
      slotRecipes,
    },
  });
}
