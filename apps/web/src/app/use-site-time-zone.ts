import { useEffect } from "react";
import { siteTimeZone } from "../lib/site-time.ts";
import { bootData, bootSiteIndex } from "./boot-data.ts";
import { useSiteIndex } from "./use-site-data.ts";

// The page's boot data carries the settings: the first render already shows the site's clock.
const bootZone = bootData ? bootSiteIndex(bootData)?.site.timeZone : undefined;
if (bootZone) siteTimeZone.set(bootZone);

/** Keeps the SPA's clock on the site's time zone as the site settings give it. */
export function useSiteTimeZoneSync(): void {
  const timeZone = useSiteIndex()?.site.timeZone;
  useEffect(() => {
    if (timeZone) siteTimeZone.set(timeZone);
  }, [timeZone]);
}
