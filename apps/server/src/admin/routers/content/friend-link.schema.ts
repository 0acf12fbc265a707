import { z } from "zod";
import { rowId } from "../common.schema.ts";
import { enableStatus, title, weigh } from "./fields.schema.ts";

/** A friendly link of the footer's dropdown: another site, so an http(s) address. */
export const friendLinkInput = z.object({
  title: title(100),
  link: z
    .string()
    .trim()
    .max(255)
    .regex(/^https?:\/\/[^\s/]+/i, "httpUrl"),
  weigh,
  status: enableStatus.default("enable"),
});

export const friendLinkEditInput = friendLinkInput.extend({ id: rowId });
