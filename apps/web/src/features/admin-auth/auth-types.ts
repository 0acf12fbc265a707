import type { AppRouter } from "@corp/server/trpc";
import type { inferRouterOutputs } from "@trpc/server";

type Out = inferRouterOutputs<AppRouter>;

export type AdminRow = Out["auth"]["admin"]["index"]["list"][number];
export type GroupRow = Out["auth"]["group"]["index"]["list"][number];
export type RuleRow = Out["auth"]["rule"]["index"]["list"][number];
export type AdminLogRow = Out["auth"]["adminLog"]["index"]["list"][number];
