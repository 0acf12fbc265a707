import { articleState } from "@corp/domain/collections/content/article";
import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { nowSeconds } from "../../envelope.ts";
import { pushWrittenArticle } from "../search-push/index.ts";
import { recordRevision } from "./article-revision-log.ts";

/**
 * content/article: publishing without a time publishes now, every save is kept as a revision, and the
 * list shows each article's state (a published article still ahead is scheduled).
 */
export const articleHooks: CollectionHooks = {
  prepare: (values) =>
    values.status === "published" ? { ...values, publish_time: values.publish_time ?? nowSeconds() } : values,
  afterWrite: async (trx, id, values, ctx) => {
    await recordRevision(trx, id, values, ctx);
    await pushWrittenArticle(trx, ctx.services, id);
  },
  decorate: (rows) => {
    const now = nowSeconds();
    return rows.map((row) => ({
      ...row,
      state: articleState(row as Parameters<typeof articleState>[0], now),
    }));
  },
};
