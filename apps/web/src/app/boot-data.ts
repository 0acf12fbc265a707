import type { CommonData, IndexData, SiteConfig } from "@corp/contract/types";
import { z } from "zod/mini";

export type BootData = {
  common: CommonData;
  site: SiteConfig;
  openMemberCenter: boolean;
  /** The address the back office is served under when the site moved it off /admin (SPEC §7). */
  adminEntry?: string;
};

const bootDataShape = z.object({
  common: z.object({ menuArr: z.array(z.unknown()), linkArr: z.array(z.unknown()) }),
  site: z.looseObject({ siteName: z.string() }),
  openMemberCenter: z.boolean(),
});

/**
 * The start-up data the server embeds in the HTML shell (ADR 0004), so the header and footer paint
 * before the API answers. Absent under the Vite dev server, where the queries simply fetch.
 */
export function readBootData(doc: Document = document): BootData | undefined {
  // The server's JSON script in <head>, not whatever element is the first with the id: one in the page's
  // content (rich text, a setting) could otherwise hand the shell its menus and links.
  const text = doc.querySelector('head > script#boot-data[type="application/json"]')?.textContent;
  if (!text) return undefined;
  try {
    const raw: unknown = JSON.parse(text);
    // The shell is written by our own server from the same contract types; the check guards
    // against a stale or hand-edited page, not against a hostile one.
    return bootDataShape.safeParse(raw).success ? (raw as BootData) : undefined;
  } catch {
    return undefined;
  }
}

/** The boot data in the shape of `/api/index/index?requiredLogin=0`, without the member parts. */
export function bootSiteIndex(boot: BootData): IndexData {
  return { site: boot.site, openMemberCenter: boot.openMemberCenter, rules: [], menus: [], userInfo: null };
}

export const bootData = typeof document === "undefined" ? undefined : readBootData();
