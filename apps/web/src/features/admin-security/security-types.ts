import type { AppRouter } from "@corp/server/trpc";
import type { inferRouterOutputs } from "@trpc/server";

type Security = inferRouterOutputs<AppRouter>["security"];

export type RecycleLogRow = Security["dataRecycleLog"]["index"]["list"][number];
export type SensitiveLogRow = Security["sensitiveDataLog"]["index"]["list"][number];
export type WatchedController = Security["dataRecycle"]["controllers"][number];
