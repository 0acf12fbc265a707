import { addInputOf } from "@corp/domain/collections/collection";
import { article } from "@corp/domain/collections/content/article";
import { z } from "zod";
import { writeRow } from "../../admin/crud/collection-write.ts";
import type { AdminContext } from "../../admin/crud/context.ts";
import { notFound, refused } from "../../admin/crud/errors.ts";
import { idInput } from "../../admin/crud/search-input.schema.ts";
import { adminProcedure } from "../../admin/trpc/trpc.ts";
import { articleHooks } from "./article-hooks.ts";

const revisionRow = z.object({
  id: z.number(),
  article_id: z.number(),
  admin_id: z.number().nullable(),
  admin_name: z.string(),
  title: z.string(),
  create_time: z.number(),
});

async function loadRevision(ctx: AdminContext, id: number) {
  const row = await ctx.services.db
    .selectFrom("article_revision")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * The revision procedures of content/article: the list of an article's revisions, one revision's
 * fields (to compare), and restoring one, which saves its fields as a new revision.
 */
export const articleRevisionProcedures = {
  revisions: adminProcedure("content/article/revision")
    .input(idInput)
    .query(async ({ ctx, input }) => {
      const rows = await ctx.services.db
        .selectFrom("article_revision")
        .leftJoin("admin", "admin.id", "article_revision.admin_id")
        .select([
          "article_revision.id",
          "article_revision.article_id",
          "article_revision.admin_id",
          "article_revision.title",
          "article_revision.create_time",
          "admin.nickname as admin_name",
        ])
        .where("article_revision.article_id", "=", input.id)
        .orderBy("article_revision.id", "desc")
        .execute();
      return { list: rows.map((r) => revisionRow.parse({ ...r, admin_name: r.admin_name ?? "" })) };
    }),

  revision: adminProcedure("content/article/revision")
    .input(idInput)
    .query(async ({ ctx, input }) => {
      const row = await loadRevision(ctx, input.id);
      return { id: row.id, article_id: row.article_id, create_time: row.create_time, fields: row.snapshot };
    }),

  restore: adminProcedure("content/article/restore")
    .input(z.object({ id: idInput.shape.id, article_id: idInput.shape.id }))
    .mutation(async ({ ctx, input }) => {
      const revision = await loadRevision(ctx, input.id);
      if (revision.article_id !== input.article_id) throw refused("revisionNotOfArticle");
      const fields = addInputOf(article).safeParse(revision.snapshot);
      if (!fields.success) throw refused("incorrectParameter");
      await ctx.services.db
        .transaction()
        .execute((trx) => writeRow(trx, article, articleHooks, revision.article_id, fields.data, ctx))
        .catch((error: unknown) => {
          // The revision names a category that has been deleted since.
          if ((error as { code?: unknown }).code === "23503") throw refused("incorrectParameter");
          throw error;
        });
      return { id: revision.article_id };
    }),
};
