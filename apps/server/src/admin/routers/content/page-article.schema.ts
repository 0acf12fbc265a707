import { z } from "zod";
import { rowId } from "../common.schema.ts";
import { enableStatus, mediaUrl, richText, title, weigh } from "./fields.schema.ts";

/** An entry of a single page, e.g. one step of the history timeline. */
export const pageArticleInput = z.object({
  page_id: rowId,
  title: title(200),
  content: richText,
  image: mediaUrl,
  /** '2016', '2016-05' or '2016-05-18'; '' for none. */
  event_date: z
    .string()
    .trim()
    .regex(/^(?:\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?)?$/, "eventDate")
    .default(""),
  weigh,
  status: enableStatus.default("enable"),
});

export const pageArticleEditInput = pageArticleInput.extend({ id: rowId });
