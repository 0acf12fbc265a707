import { parentIdSchema } from "@corp/domain/row-id";
import { z } from "zod";
import { rowId } from "../common.schema.ts";
import { enableStatus, mediaUrl, text, title, weigh } from "./fields.schema.ts";

/** The public navigation has at most this many levels (SPEC §2, site header). */
export const MENU_LEVELS = 3;

/**
 * An item of the public navigation: a site path ('/list?cid=1', '/us/company#culture'; the links add
 * `mid` and `pid`) or a full http(s) URL, which opens in a new window.
 */
export const menuInput = z.object({
  pid: parentIdSchema.default(0),
  title: title(50),
  title_en: text(100),
  thumb: mediaUrl,
  path: z
    .string()
    .trim()
    .max(255)
    .refine((v) => v === "" || /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s/]+/i.test(v), "menuPath")
    .default(""),
  weigh,
  status: enableStatus.default("enable"),
});

export const menuEditInput = menuInput.extend({ id: rowId });
