import { sanitizeRichHtml } from "@corp/db/rich-html";
import { z } from "zod";
import { crud } from "../../crud/crud.ts";
import { router } from "../../trpc/trpc.ts";
import { enableStatus } from "../common.schema.ts";
import { pageArticleEditInput, pageArticleInput } from "./page-article.schema.ts";
import { insertRow, updateRow } from "./rows.ts";

const pageArticleRow = z.object({
  id: z.number(),
  page_id: z.number(),
  title: z.string(),
  content: z.string(),
  image: z.string(),
  event_date: z.string(),
  weigh: z.number(),
  status: enableStatus,
  create_time: z.number(),
  update_time: z.number(),
});

const entries = crud({
  table: "page_article",
  node: "content/pageArticle",
  row: pageArticleRow,
  quickSearch: ["title", "event_date"],
  // The page each entry belongs to, by title, for the list.
  decorate: async (rows, ctx) => {
    const ids = [...new Set(rows.map((r) => r.page_id))];
    const pages =
      ids.length === 0
        ? []
        : await ctx.services.db.selectFrom("page").select(["id", "title"]).where("id", "in", ids).execute();
    const titles = new Map(pages.map((p) => [p.id, p.title]));
    return rows.map((r) => ({ ...r, page_title: titles.get(r.page_id) ?? "" }));
  },
});

/** content/pageArticle: the entries of single pages (the history timeline), in drag order. */
export const pageArticleRouter = router({
  index: entries.index(),
  get: entries.get(),
  exportCsv: entries.exportCsv(),
  add: entries.add(pageArticleInput, (trx, input) =>
    insertRow(trx, "page_article", { ...input, content: sanitizeRichHtml(input.content) }),
  ),
  edit: entries.edit(pageArticleEditInput, (trx, { id, ...values }) =>
    updateRow(trx, "page_article", id, { ...values, content: sanitizeRichHtml(values.content) }),
  ),
  del: entries.del(),
  sortable: entries.sortable(),
});
