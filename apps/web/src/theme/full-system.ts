import { createSystem, defaultBaseConfig } from "@chakra-ui/react";
import { recipes, slotRecipes } from "@chakra-ui/react/theme";
import { brandConfig } from "./brand-config.ts";
import { chakraTheme } from "./chakra-theme.ts";

/** Chakra's whole default theme (every recipe) with the product's additions, for the admin area and the member centre. */
export const fullSystem = createSystem(defaultBaseConfig, chakraTheme({ recipes, slotRecipes }), brandConfig);
