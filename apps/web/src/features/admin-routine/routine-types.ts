import type { AppRouter } from "@corp/server/trpc";
import type { inferRouterOutputs } from "@trpc/server";

type Out = inferRouterOutputs<AppRouter>;

export type ConfigGroups = Out["routine"]["config"]["getGroups"]["groups"];
export type ConfigItem = ConfigGroups[number]["items"][number];
