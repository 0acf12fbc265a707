import type { CommonData, SiteConfig } from "@corp/contract/types";
import { type Brand, brandFrom } from "@corp/domain/brand/brand";
import type { LeadForm } from "@corp/domain/lead-fields";
import type { AppServices } from "../../services/app-services.ts";
import { configFlag, loadConfig, siteConfigFrom } from "../../services/site-config.ts";
import { leadSettingsFrom } from "../leads/index.ts";
import { friendLinks, publicMenuTree } from "./public-menu.ts";

export type BootData = {
  common: CommonData;
  site: SiteConfig;
  openMemberCenter: boolean;
  /** The lead form as the settings configure it, for the public pages placing it (not the apps' shell). */
  leadForm: LeadForm;
  /** The brand settings (colours, type, header and footer) the public pages are drawn with. */
  brand: Brand;
};

/** The public start-up data (what /api/Index/common and the site part of /api/index/index answer). */
export async function bootData({ db }: AppServices): Promise<BootData> {
  const [menuArr, linkArr, config] = await Promise.all([publicMenuTree(db), friendLinks(db), loadConfig(db)]);
  return {
    common: { menuArr, linkArr },
    site: siteConfigFrom(config),
    openMemberCenter: configFlag(config, "open_member_center", true),
    leadForm: leadSettingsFrom(config).form,
    brand: brandFrom((name) => config.get(name)),
  };
}

/**
 * The start-up data as last read, read again when the `site` content version moves (a setting, menu or
 * friendly link was written): public pages need it on every render, and it changes rarely.
 */
export function bootDataByVersion(
  read: () => Promise<BootData>,
  siteVersion: () => Promise<number>,
): () => Promise<BootData> {
  let held: { version: number; data: Promise<BootData> } | undefined;
  return async () => {
    const version = await siteVersion();
    if (held?.version !== version) {
      const data = read();
      held = { version, data };
      // A failed read is not kept: the next page reads again.
      data.catch(() => {
        if (held?.data === data) held = undefined;
      });
    }
    return held.data;
  };
}
