import { z } from "zod";
import { nowSeconds } from "../../../envelope.ts";
import type { AdminContext } from "../../crud/context.ts";
import { crud } from "../../crud/crud.ts";
import { router } from "../../trpc/trpc.ts";
import { type ArticleState, articleEditInput, articleInput, articleStatus } from "./article.schema.ts";
import { articleRevisionProcedures } from "./article-revisions.ts";
import { articleValues, recordRevision, saveArticle } from "./article-save.ts";

const articleRow = z.object({
  id: z.number(),
  category_id: z.number(),
  topic_id: z.number().nullable(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  image: z.string(),
  source: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  video_url: z.string(),
  views: z.number(),
  status: articleStatus,
  publish_time: z.number().nullable(),
  seo_title: z.string(),
  keywords: z.string(),
  description: z.string(),
  weigh: z.number(),
  create_time: z.number(),
  update_time: z.number(),
});

type ArticleRow = z.output<typeof articleRow>;

export function articleState(row: Pick<ArticleRow, "status" | "publish_time">, now: number): ArticleState {
  if (row.status === "draft") return "draft";
  return (row.publish_time ?? 0) > now ? "scheduled" : "published";
}

/** The category and topic names and the state, for the list. */
async function decorate(rows: ArticleRow[], ctx: AdminContext) {
  const { db } = ctx.services;
  const categoryIds = [...new Set(rows.map((r) => r.category_id))];
  const topicIds = [...new Set(rows.flatMap((r) => (r.topic_id === null ? [] : [r.topic_id])))];
  const [categories, topics] = await Promise.all([
    categoryIds.length === 0
      ? []
      : db.selectFrom("category").select(["id", "name"]).where("id", "in", categoryIds).execute(),
    topicIds.length === 0
      ? []
      : db.selectFrom("topic").select(["id", "title"]).where("id", "in", topicIds).execute(),
  ]);
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const topicTitle = new Map(topics.map((t) => [t.id, t.title]));
  const now = nowSeconds();
  return rows.map((r) => ({
    ...r,
    category_name: categoryName.get(r.category_id) ?? "",
    topic_title: r.topic_id === null ? "" : (topicTitle.get(r.topic_id) ?? ""),
    state: articleState(r, now),
  }));
}

export const articles = crud({
  table: "article",
  node: "content/article",
  row: articleRow,
  quickSearch: ["title", "author", "source"],
  defaultOrder: "id,desc",
  decorate,
});

/** content/article: the articles, their drafts, schedules and revisions. */
export const articleRouter = router({
  index: articles.index(),
  get: articles.get(),
  exportCsv: articles.exportCsv(),
  add: articles.add(articleInput, async (trx, input, ctx) => {
    const values = articleValues(input);
    const now = nowSeconds();
    const { id } = await trx
      .insertInto("article")
      .values({ ...values, create_time: now, update_time: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordRevision(trx, id, values, ctx);
    return id;
  }),
  edit: articles.edit(articleEditInput, (trx, { id, ...input }, ctx) => saveArticle(trx, id, input, ctx)),
  del: articles.del(),
  sortable: articles.sortable(),
  ...articleRevisionProcedures,
});
