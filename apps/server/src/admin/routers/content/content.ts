import { collectionRouters } from "../../crud/collection-routers.ts";
import { router } from "../../trpc/trpc.ts";
import { articleRouter } from "./article.ts";
import { categoryRouter } from "./category.ts";
import { corpRouter } from "./corp.ts";
import { menuRouter } from "./menu.ts";
import { pageHooks } from "./page-hooks.ts";

/** The "content" menu directory: what the public site shows. */
export const contentRouter = router({
  article: articleRouter,
  category: categoryRouter,
  corp: corpRouter,
  menu: menuRouter,
  ...collectionRouters("content", { page: pageHooks }),
});
