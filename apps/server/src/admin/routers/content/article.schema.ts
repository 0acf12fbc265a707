import { z } from "zod";
import { rowId } from "../common.schema.ts";
import { mediaUrl, richText, text, title, weigh } from "./fields.schema.ts";

/** Stored states; a published article whose publish time is still ahead is shown as scheduled. */
export const articleStatus = z.enum(["draft", "published"]);

/** What the admin list shows for an article's state. */
export const articleStates = ["draft", "scheduled", "published"] as const;
export type ArticleState = (typeof articleStates)[number];

/** Latest publish time accepted (2100-01-01), so a typo cannot hide an article for ever. */
const LAST_PUBLISH_TIME = 4_102_444_800;

/**
 * An article as the editor saves it. Publishing without a time publishes now; a time ahead schedules
 * it: it appears then, with nothing to run (the public queries compare with the current time).
 */
export const articleInput = z.object({
  category_id: rowId,
  topic_id: rowId.nullable().default(null),
  title: title(200),
  summary: text(500),
  content: richText,
  image: mediaUrl,
  source: text(100),
  author: text(50),
  tags: z.array(z.string().trim().min(1).max(30)).max(20).default([]),
  /** An MP4 or HLS (.m3u8) address: a site path or an http(s) URL. */
  video_url: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === "" || /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s/]+/i.test(v), "videoUrl")
    .default(""),
  status: articleStatus.default("draft"),
  publish_time: z.coerce.number().int().min(0).max(LAST_PUBLISH_TIME).nullable().default(null),
  seo_title: text(255),
  keywords: text(255),
  description: text(500),
  weigh,
});

export const articleEditInput = articleInput.extend({ id: rowId });

/** The fields a revision keeps: everything the editor saves. */
export type ArticleFields = z.output<typeof articleInput>;
