/** SPEC §9: the side menu is 260 px wide, 64 px when collapsed. */
export const MENU_WIDTH_PX = 260;
export const MENU_COLLAPSED_WIDTH_PX = 64;

/** Narrow screens start with the menu collapsed, so the page keeps most of the width. */
export const COLLAPSE_BELOW_PX = 768;
