import type { AppRouter } from "@corp/server/trpc";
import type { inferRouterOutputs } from "@trpc/server";

type Out = inferRouterOutputs<AppRouter>;

export type AdminRow = Out["auth"]["admin"]["index"]["list"][number];
export type GroupList = Out["auth"]["group"]["index"];
export type GroupRow = GroupList["list"][number];
