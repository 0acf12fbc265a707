import { z } from "zod";

/**
 * The checks of the values an admin form sends, shared by the fields of every collection. Each is the
 * single definition of what a kind of value may be; error texts are keys of the error catalogue.
 */

/** Optional text up to `max` characters, trimmed; '' when left out. */
export const optionalText = (max: number) => z.string().trim().max(max).default("");

/** A required title or name up to `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1, "required").max(max);

/** Another site's address: http(s) with a host. */
export const httpUrl = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^https?:\/\/[^\s/]+/i, "httpUrl");

/** A picture or file: a site path ('/storage/...', '/static/...') or an http(s) URL; '' for none. */
export const mediaUrl = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === "" || /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s/]+/i.test(v), "mediaUrl")
    .default("");

/** Where a click leads: a site path, an anchor or an http(s) URL; '' for nowhere. */
export const linkUrl = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === "" || /^[/#](?!\/)/.test(v) || /^https?:\/\/[^\s/]+/i.test(v), "linkUrl")
    .default("");

/** A path of the public site, '/' and what follows, without a query or an anchor. */
export const sitePath = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^\/[^\s?#]*$/, "sitePath");

/** An MP4 or HLS (.m3u8) address: a site path or an http(s) URL; '' for none. */
export const videoUrl = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === "" || /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s/]+/i.test(v), "videoUrl")
    .default("");

/** The latest moment accepted (2100-01-01), so a typo cannot hide an item for ever. */
export const LAST_MOMENT = 4_102_444_800;

/** A moment in epoch seconds, or none. */
export const momentValue = z.coerce.number().int().min(0).max(LAST_MOMENT).nullable().default(null);

/**
 * The most tags an article carries and the longest tag: room for what a WordPress post brings (it has no
 * limit of its own; an imported post beyond these is reported, never cut).
 */
export const TAGS_MAX = 100;
export const TAG_MAX_LENGTH = 50;

/** Tags: a list, or one text separated by Chinese or Latin commas; blanks and repeats dropped. */
export const tagsValue = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(/[,，、]/)
          .map((tag) => tag.trim())
          .filter(Boolean)
      : v,
  z
    .array(z.string().trim().min(1).max(TAG_MAX_LENGTH))
    .max(TAGS_MAX)
    .default([])
    .transform((tags) => [...new Set(tags)]),
);

/** A watched field of a sensitive-field rule: its title in the log, and whether its values are secrets. */
export const fieldTitle = z.object({
  title: z.string().trim().min(1).max(50),
  secret: z.boolean().default(false),
});

/** Columns of a table by name (lower case), each with its title: at least one, at most 50. */
export const fieldTitlesValue = z
  .record(z.string().regex(/^[a-z_][a-z0-9_]{0,49}$/, "field"), fieldTitle)
  .refine((fields) => Object.keys(fields).length > 0 && Object.keys(fields).length <= 50, "fields");

/** The longest rich text (a body) a form, and an import, takes. */
export const RICH_TEXT_MAX = 1_000_000;

/** Rich text as the editor sends it; the server sanitises it before it is stored. */
export const richTextValue = z.string().max(RICH_TEXT_MAX).default("");

/** 0 or 1, as forms send it (a switch's boolean, a digit or a number). */
export const flagValue = z.coerce
  .number()
  .pipe(z.union([z.literal(0), z.literal(1)]))
  .default(0);

/** Manual order, heaviest first. */
export const weighValue = z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0);

export const ENABLE_STATUSES = ["enable", "disable"] as const;

/** Whether a row is in use. */
export const enableStatusValue = z.enum(ENABLE_STATUSES);

const optionLabels = z.record(z.string().max(100), z.string().max(100));

/** Options written a line each, `value=label` (BuildAdmin's form); a line without `=` is left out. */
const optionLines = z
  .string()
  .max(10_000)
  .transform((text) =>
    Object.fromEntries(
      text
        .split(/\r?\n/)
        .map((line) => line.split("="))
        .filter((parts) => parts.length >= 2 && (parts[0] ?? "").trim() !== "")
        .map(([value = "", ...label]) => [value.trim(), label.join("=").trim()]),
    ),
  )
  .pipe(optionLabels);

/**
 * A choice's options, value to label: a map, the form's key-value rows (a row without a key is left
 * out) or `value=label` lines; none is NULL.
 */
export const optionsValue = z
  .union([
    optionLabels,
    optionLines,
    z
      .array(z.object({ key: z.string().max(100), value: z.string().max(100) }))
      .max(100)
      .transform((rows) => Object.fromEntries(rows.filter((r) => r.key !== "").map((r) => [r.key, r.value]))),
  ])
  .nullable()
  .default(null)
  .transform((options) => (options && Object.keys(options).length > 0 ? options : null));

/** Names kept as one text separated by commas, sent as that text or as a list (BuildAdmin's rule picker). */
export const commaListValue = (max: number) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v.map(String).join(",") : v),
    z.string().trim().max(max).default(""),
  );
