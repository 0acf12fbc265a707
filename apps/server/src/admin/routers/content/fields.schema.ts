import { z } from "zod";
import { enableStatus } from "../common.schema.ts";

export { enableStatus };

/** Optional text up to `max` characters, trimmed; '' when left out. */
export const text = (max: number) => z.string().trim().max(max).default("");

/** A required title or name up to `max` characters. */
export const title = (max: number) => z.string().trim().min(1).max(max);

/** A picture or file: a site path ('/storage/...', '/static/...') or an http(s) URL; '' for none. */
export const mediaUrl = z
  .string()
  .trim()
  .max(255)
  .refine((v) => v === "" || /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s/]+/i.test(v), "mediaUrl")
  .default("");

/** Where a click leads: a site path, an anchor or an http(s) URL; '' for nowhere. */
export const linkUrl = z
  .string()
  .trim()
  .max(255)
  .refine((v) => v === "" || /^[/#](?!\/)/.test(v) || /^https?:\/\/[^\s/]+/i.test(v), "linkUrl")
  .default("");

/** Manual order, heaviest first. */
export const weigh = z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0);

/** Rich text as the editor sends it; the server sanitises it before it is stored. */
export const richText = z.string().max(1_000_000).default("");
