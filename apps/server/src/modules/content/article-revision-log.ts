import type { AdminContext } from "../../admin/crud/context.ts";
import type { Trx } from "../../admin/crud/crud.ts";

/** Revisions kept per article; the oldest go first. */
export const REVISIONS_KEPT = 50;

/**
 * Records the saved fields (what the editor wrote, as stored) as the article's newest revision; beyond
 * `REVISIONS_KEPT` the oldest go.
 */
export async function recordRevision(
  trx: Trx,
  articleId: number,
  values: Record<string, unknown>,
  ctx: AdminContext,
) {
  await trx
    .insertInto("article_revision")
    .values({
      article_id: articleId,
      admin_id: ctx.admin.id,
      title: String(values.title ?? ""),
      snapshot: JSON.stringify(values),
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
