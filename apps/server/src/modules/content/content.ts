import { collectionRouters } from "../../admin/crud/collection-routers.ts";
import { mergeRouters, router } from "../../admin/trpc/trpc.ts";
import { leadHooks, leadProcedures } from "../leads/router.ts";
import { articlePushProcedures, searchPushProcedures } from "../search-push/index.ts";
import { importRunHooks, importRunProcedures } from "../wordpress-import/index.ts";
import { articleHooks } from "./article-hooks.ts";
import { articleRevisionProcedures } from "./article-revisions.ts";
import { pageHooks } from "./page-hooks.ts";
import { redirectHooks } from "./redirect-hooks.ts";

const collections = collectionRouters("content", {
  article: articleHooks,
  page: pageHooks,
  redirect: redirectHooks,
  lead: leadHooks,
  wordpressImport: importRunHooks,
});

/** The "content" menu directory: what the public site shows. */
export const contentRouter = router({
  ...collections,
  article: mergeRouters(
    collections.article,
    router({ ...articleRevisionProcedures, ...articlePushProcedures }),
  ),
  searchPush: mergeRouters(collections.searchPush, router(searchPushProcedures)),
  lead: mergeRouters(collections.lead, router(leadProcedures)),
  wordpressImport: mergeRouters(collections.wordpressImport, router(importRunProcedures)),
});
