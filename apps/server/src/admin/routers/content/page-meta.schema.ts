import { z } from "zod";
import { rowId } from "../common.schema.ts";
import { text } from "./fields.schema.ts";

/** The search-engine entry (title, keywords, description) of one public path, e.g. '/list'. */
export const pageMetaInput = z.object({
  path: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^\/[^\s?#]*$/, "sitePath"),
  title: text(100),
  keywords: text(255),
  description: text(500),
});

export const pageMetaEditInput = pageMetaInput.extend({ id: rowId });
