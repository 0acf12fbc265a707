import { sanitizeRichHtml } from "@corp/db/rich-html";
import { z } from "zod";
import { crud, type Trx } from "../../crud/crud.ts";
import { refused } from "../../crud/errors.ts";
import { router } from "../../trpc/trpc.ts";
import { enableStatus } from "../common.schema.ts";
import { pageEditInput, pageInput } from "./page.schema.ts";
import { insertRow, updateRow } from "./rows.ts";

/** The slugs the public routes read (/us/company, /us/history, /contact). */
export const ROUTE_PAGE_SLUGS = ["company", "history", "contact"] as const;

const pageRow = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  title_en: z.string(),
  content: z.string(),
  image: z.string(),
  keywords: z.string(),
  description: z.string(),
  weigh: z.number(),
  status: enableStatus,
  create_time: z.number(),
  update_time: z.number(),
});

const pages = crud({ table: "page", node: "content/page", row: pageRow, quickSearch: ["title", "slug"] });

const isRoutePage = (slug: string) => (ROUTE_PAGE_SLUGS as readonly string[]).includes(slug);

/** Refuses taking a public route's page away: deleting it or giving it another slug. */
async function assertRoutePagesKept(trx: Trx, ids: number[], newSlug?: string) {
  const rows = await trx.selectFrom("page").select("slug").where("id", "in", ids).execute();
  if (rows.some((r) => isRoutePage(r.slug) && r.slug !== newSlug)) throw refused("pageInUse");
}

/** content/page: the single pages (about us, history, contact...) with their search-engine entries. */
export const pageRouter = router({
  index: pages.index(),
  get: pages.get(),
  exportCsv: pages.exportCsv(),
  add: pages.add(pageInput, (trx, input) =>
    insertRow(trx, "page", { ...input, content: sanitizeRichHtml(input.content) }),
  ),
  edit: pages.edit(pageEditInput, async (trx, { id, ...values }) => {
    await assertRoutePagesKept(trx, [id], values.slug);
    await updateRow(trx, "page", id, { ...values, content: sanitizeRichHtml(values.content) });
  }),
  del: pages.del({ before: (trx, ids) => assertRoutePagesKept(trx, ids) }),
});
