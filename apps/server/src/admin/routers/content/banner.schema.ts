import { z } from "zod";
import { rowId } from "../common.schema.ts";
import { enableStatus, linkUrl, mediaUrl, text, title, weigh } from "./fields.schema.ts";

/** A slide of the home page's carousel. */
export const bannerInput = z.object({
  title: title(100),
  summary: text(255),
  image: mediaUrl.refine((v) => v !== "", "required"),
  link: linkUrl,
  weigh,
  status: enableStatus.default("enable"),
});

export const bannerEditInput = bannerInput.extend({ id: rowId });
