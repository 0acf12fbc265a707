import type { AppRouter } from "@corp/server/trpc";
import type { inferRouterOutputs } from "@trpc/server";

type Security = inferRouterOutputs<AppRouter>["security"];

export type WatchedController = Security["dataRecycle"]["controllers"][number];
