import { z } from "zod";
import { rowId } from "../common.schema.ts";
import { enableStatus, mediaUrl, text, title, weigh } from "./fields.schema.ts";

/** A special report: a title, a cover and a summary; articles join it by their topic. */
export const topicInput = z.object({
  title: title(100),
  title_en: text(200),
  summary: text(500),
  image: mediaUrl,
  weigh,
  status: enableStatus.default("enable"),
});

export const topicEditInput = topicInput.extend({ id: rowId });
