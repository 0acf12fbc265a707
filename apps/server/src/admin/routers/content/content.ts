import { collectionRouters } from "../../crud/collection-routers.ts";
import { router } from "../../trpc/trpc.ts";
import { articleRouter } from "./article.ts";
import { pageHooks } from "./page-hooks.ts";

/** The "content" menu directory: what the public site shows. */
export const contentRouter = router({
  article: articleRouter,
  ...collectionRouters("content", { page: pageHooks }),
});
