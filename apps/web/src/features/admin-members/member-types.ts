import type { AppRouter } from "@corp/server/trpc";
import type { inferRouterOutputs } from "@trpc/server";

type Members = inferRouterOutputs<AppRouter>["user"];

export type MemberRow = Members["user"]["index"]["list"][number];
export type MemberList = Members["user"]["index"];
export type MemberGroupList = Members["group"]["index"];
