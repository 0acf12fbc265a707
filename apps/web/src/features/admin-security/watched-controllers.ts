import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../admin-shell/trpc.ts";
import type { WatchedController } from "./security-types.ts";

/** The controllers a sensitive-field rule may watch, with their tables and fields (loaded once per page). */
export function useWatchedControllers(): WatchedController[] {
  const trpc = useTRPC();
  return useQuery(trpc.security.sensitiveData.controllers.queryOptions()).data ?? [];
}
