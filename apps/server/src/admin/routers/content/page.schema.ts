import { z } from "zod";
import { rowId } from "../common.schema.ts";
import { enableStatus, mediaUrl, richText, text, title, weigh } from "./fields.schema.ts";

/** A single page ('company', 'history', 'contact' are shown by the public routes of those names). */
export const pageInput = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[a-z0-9][a-z0-9-]*$/, "slug"),
  title: title(100),
  title_en: text(100),
  content: richText,
  image: mediaUrl,
  keywords: text(255),
  description: text(500),
  weigh,
  status: enableStatus.default("enable"),
});

export const pageEditInput = pageInput.extend({ id: rowId });
