import type { ListedRowOf } from "@corp/domain/collections/collection";
import type { article } from "@corp/domain/collections/content/article";
import type { AppRouter } from "@corp/server/trpc";
import type { inferRouterOutputs } from "@trpc/server";

type Content = inferRouterOutputs<AppRouter>["content"];

export type ArticleRow = ListedRowOf<typeof article>;
export type ArticleRevision = Content["article"]["revisions"]["list"][number];
