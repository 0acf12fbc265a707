import {
  linkUrl as linkUrlOf,
  mediaUrl as mediaUrlOf,
  optionalText,
  requiredText,
  weighValue,
} from "@corp/domain/collections/field-values";
import { z } from "zod";
import { enableStatus } from "../../admin/schemas/common.schema.ts";

export { enableStatus };

/** Optional text up to `max` characters, trimmed; '' when left out. */
export const text = optionalText;

/** A required title or name up to `max` characters. */
export const title = requiredText;

/** A picture or file: a site path or an http(s) URL; '' for none. */
export const mediaUrl = mediaUrlOf(255);

/** Where a click leads: a site path, an anchor or an http(s) URL; '' for nowhere. */
export const linkUrl = linkUrlOf(255);

/** Manual order, heaviest first. */
export const weigh = weighValue;

/** Rich text as the editor sends it; the server sanitises it before it is stored. */
export const richText = z.string().max(1_000_000).default("");
