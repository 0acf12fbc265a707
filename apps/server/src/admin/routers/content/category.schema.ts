import { parentIdSchema } from "@corp/domain/row-id";
import { z } from "zod";
import { rowId } from "../common.schema.ts";
import { enableStatus, text, title, weigh } from "./fields.schema.ts";

/** An article category (news categories nest: a parent groups its children's lists). */
export const categoryInput = z.object({
  pid: parentIdSchema.default(0),
  name: title(50),
  name_en: text(100),
  weigh,
  status: enableStatus.default("enable"),
});

export const categoryEditInput = categoryInput.extend({ id: rowId });
