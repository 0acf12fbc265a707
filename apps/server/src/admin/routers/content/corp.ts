import { sanitizeRichHtml } from "@corp/db/rich-html";
import { z } from "zod";
import { crud } from "../../crud/crud.ts";
import { router } from "../../trpc/trpc.ts";
import { enableStatus } from "../common.schema.ts";
import { corpEditInput, corpInput } from "./corp.schema.ts";
import { insertRow, updateRow } from "./rows.ts";

const corpRow = z.object({
  id: z.number(),
  name: z.string(),
  name_en: z.string(),
  slogan: z.string(),
  summary: z.string(),
  content: z.string(),
  culture: z.string(),
  logo: z.string(),
  image: z.string(),
  qr: z.string(),
  founded_year: z.number().nullable(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  zipcode: z.string(),
  record_number: z.string(),
  weigh: z.number(),
  status: enableStatus,
  create_time: z.number(),
  update_time: z.number(),
});

const corps = crud({ table: "corp", node: "content/corp", row: corpRow, quickSearch: ["name", "name_en"] });

type CorpFields = z.output<typeof corpInput>;
const sanitised = <T extends CorpFields>(input: T): T => ({
  ...input,
  content: sanitizeRichHtml(input.content),
  culture: sanitizeRichHtml(input.culture),
});

/** content/corp: the company profile shown on the about, contact and every page's footer. */
export const corpRouter = router({
  index: corps.index(),
  get: corps.get(),
  exportCsv: corps.exportCsv(),
  add: corps.add(corpInput, (trx, input) => insertRow(trx, "corp", sanitised(input))),
  edit: corps.edit(corpEditInput, (trx, input) => {
    const { id, ...values } = sanitised(input);
    return updateRow(trx, "corp", id, values);
  }),
  del: corps.del(),
});
