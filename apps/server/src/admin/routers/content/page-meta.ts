import { z } from "zod";
import { crud } from "../../crud/crud.ts";
import { router } from "../../trpc/trpc.ts";
import { pageMetaEditInput, pageMetaInput } from "./page-meta.schema.ts";
import { insertRow, updateRow } from "./rows.ts";

const pageMetaRow = z.object({
  id: z.number(),
  path: z.string(),
  title: z.string(),
  keywords: z.string(),
  description: z.string(),
  create_time: z.number(),
  update_time: z.number(),
});

const metas = crud({
  table: "page_meta",
  node: "content/pageMeta",
  row: pageMetaRow,
  quickSearch: ["path", "title"],
  defaultOrder: "path,asc",
});

/** content/pageMeta: each public path's title, keywords and description (TDK); a path has one entry. */
export const pageMetaRouter = router({
  index: metas.index(),
  get: metas.get(),
  exportCsv: metas.exportCsv(),
  add: metas.add(pageMetaInput, (trx, input) => insertRow(trx, "page_meta", input)),
  edit: metas.edit(pageMetaEditInput, (trx, { id, ...values }) => updateRow(trx, "page_meta", id, values)),
  del: metas.del(),
});
