import { z } from "zod";
import { crud } from "../../crud/crud.ts";
import { router } from "../../trpc/trpc.ts";
import { enableStatus } from "../common.schema.ts";
import { bannerEditInput, bannerInput } from "./banner.schema.ts";
import { insertRow, updateRow } from "./rows.ts";

const bannerRow = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  link: z.string(),
  weigh: z.number(),
  status: enableStatus,
  create_time: z.number(),
  update_time: z.number(),
});

const banners = crud({
  table: "banner",
  node: "content/banner",
  row: bannerRow,
  quickSearch: ["title", "summary"],
});

/** content/banner: the home page's carousel, in drag order. */
export const bannerRouter = router({
  index: banners.index(),
  get: banners.get(),
  exportCsv: banners.exportCsv(),
  add: banners.add(bannerInput, (trx, input) => insertRow(trx, "banner", input)),
  edit: banners.edit(bannerEditInput, (trx, { id, ...values }) => updateRow(trx, "banner", id, values)),
  del: banners.del(),
  sortable: banners.sortable(),
});
