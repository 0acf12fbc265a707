import { z } from "zod";
import { createPersistentStore } from "../../lib/store/persistent-store.ts";

/** The admin layout settings of SPEC §3, kept in localStorage. */
export const layoutSchema = z.object({
  /** default: menu beside the page under the top bar; classic: top bar across, menu below it. */
  mode: z.enum(["default", "classic"]).catch("default"),
  collapsed: z.boolean().catch(false),
  dark: z.boolean().catch(false),
  /** The menu's colour pair (background / text) in light and dark mode. */
  menuColours: z.enum(["dark", "light"]).catch("dark"),
});

export type LayoutConfig = z.infer<typeof layoutSchema>;

export const DEFAULT_LAYOUT: LayoutConfig = {
  mode: "default",
  collapsed: false,
  dark: false,
  menuColours: "dark",
};

export function parseLayout(raw: unknown): LayoutConfig {
  const parsed = layoutSchema.safeParse(typeof raw === "object" && raw !== null ? raw : {});
  return parsed.success ? parsed.data : DEFAULT_LAYOUT;
}

export const layoutStore = createPersistentStore<LayoutConfig>("adminLayoutConfig", parseLayout);
