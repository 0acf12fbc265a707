import { collectionRouters } from "../../crud/collection-routers.ts";
import { router } from "../../trpc/trpc.ts";
import { articleRouter } from "./article.ts";
import { categoryRouter } from "./category.ts";
import { corpRouter } from "./corp.ts";
import { menuRouter } from "./menu.ts";
import { pageRouter } from "./page.ts";
import { pageArticleRouter } from "./page-article.ts";
import { pageMetaRouter } from "./page-meta.ts";
import { topicRouter } from "./topic.ts";

/** The "content" menu directory: what the public site shows. */
export const contentRouter = router({
  article: articleRouter,
  category: categoryRouter,
  topic: topicRouter,
  corp: corpRouter,
  menu: menuRouter,
  page: pageRouter,
  pageArticle: pageArticleRouter,
  pageMeta: pageMetaRouter,
  ...collectionRouters("content"),
});
