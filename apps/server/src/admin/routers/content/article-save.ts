import { sanitizeRichHtml } from "@corp/db/rich-html";
import { articleSearchVector } from "@corp/db/search-vector";
import { nowSeconds } from "../../../envelope.ts";
import type { AdminContext } from "../../crud/context.ts";
import type { Trx } from "../../crud/crud.ts";
import type { ArticleFields } from "./article.schema.ts";

/** Revisions kept per article; the oldest go first. */
export const REVISIONS_KEPT = 50;

type Saved = { title: string; [field: string]: unknown };

/** The editable fields as saved (no search vector): what a revision keeps and a restore saves again. */
function snapshotOf(values: Saved): Record<string, unknown> {
  const { search_vector: _vector, tags, ...fields } = values;
  return { ...fields, tags: typeof tags === "string" ? JSON.parse(tags) : tags };
}

/** Records the saved fields as the article's newest revision; beyond `REVISIONS_KEPT` the oldest go. */
export async function recordRevision(trx: Trx, articleId: number, values: Saved, ctx: AdminContext) {
  await trx
    .insertInto("article_revision")
    .values({
      article_id: articleId,
      admin_id: ctx.admin.id,
      title: values.title,
      snapshot: JSON.stringify(snapshotOf(values)),
    })
    .execute();
  const stale = await trx
    .selectFrom("article_revision")
    .select("id")
    .where("article_id", "=", articleId)
    .orderBy("id", "desc")
    .offset(REVISIONS_KEPT)
    .limit(1000)
    .execute();
  if (stale.length > 0)
    await trx
      .deleteFrom("article_revision")
      .where(
        "id",
        "in",
        stale.map((r) => r.id),
      )
      .execute();
}

/** The stored form of what the editor sent: sanitised body, a publish time when published. */
export function articleValues(input: ArticleFields) {
  const publishTime =
    input.status === "published" ? (input.publish_time ?? nowSeconds()) : input.publish_time;
  const content = sanitizeRichHtml(input.content);
  return {
    ...input,
    content,
    publish_time: publishTime,
    tags: JSON.stringify([...new Set(input.tags)]),
    search_vector: articleSearchVector({ title: input.title, summary: input.summary, content }),
  };
}

/** Writes an article's fields and records them as a revision, in the caller's transaction. */
export async function saveArticle(trx: Trx, id: number, input: ArticleFields, ctx: AdminContext) {
  const values = articleValues(input);
  await trx
    .updateTable("article")
    .set({ ...values, update_time: nowSeconds() })
    .where("id", "=", id)
    .execute();
  await recordRevision(trx, id, values, ctx);
}
