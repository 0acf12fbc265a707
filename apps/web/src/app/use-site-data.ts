import type { IndexData } from "@corp/contract/types";
import { useQuery } from "@tanstack/react-query";
import { queries } from "./api.ts";
import { bootData, bootSiteIndex } from "./boot-data.ts";

const bootSite = bootData ? bootSiteIndex(bootData) : undefined;

/** The site settings and the member-centre switch from `/api/index/index?requiredLogin=0`. */
export function useSiteIndex(): IndexData | undefined {
  return useQuery({ ...queries.siteIndex(0), placeholderData: bootSite }).data;
}
