import type { CommonData, SiteConfig } from "@corp/contract/types";
import type { AppServices } from "./app-services.ts";
import { friendLinks, publicMenuTree } from "./public-menu.ts";
import { configFlag, loadConfig, siteConfigFrom } from "./site-config.ts";

export type BootData = { common: CommonData; site: SiteConfig; openMemberCenter: boolean };

/** The public start-up data (what /api/Index/common and the site part of /api/index/index answer). */
export async function bootData({ db }: AppServices): Promise<BootData> {
  const [menuArr, linkArr, config] = await Promise.all([publicMenuTree(db), friendLinks(db), loadConfig(db)]);
  return {
    common: { menuArr, linkArr },
    site: siteConfigFrom(config),
    openMemberCenter: configFlag(config, "open_member_center", true),
  };
}
