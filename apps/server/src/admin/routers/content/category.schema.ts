import { z } from "zod";
import { rowId } from "../common.schema.ts";
import { enableStatus, text, title, weigh } from "./fields.schema.ts";

/** An article category (news categories nest: a parent groups its children's lists). */
export const categoryInput = z.object({
  pid: z.coerce.number().int().min(0).default(0),
  name: title(50),
  name_en: text(100),
  weigh,
  status: enableStatus.default("enable"),
});

export const categoryEditInput = categoryInput.extend({ id: rowId });
