import type { AppRouter } from "@corp/server/trpc";
import type { inferRouterOutputs } from "@trpc/server";

type Content = inferRouterOutputs<AppRouter>["content"];

export type ArticleRow = Content["article"]["index"]["list"][number];
export type ArticleRevision = Content["article"]["revisions"]["list"][number];
export type CategoryRow = Content["category"]["index"]["list"][number];
