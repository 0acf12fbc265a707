import { MEGAPIXEL_BOUNDS } from "@corp/db/image-settings";
import type { JsonValue } from "@corp/db/schema";
import { brandKeyOf } from "@corp/domain/brand/brand";
import { HEX_COLOR } from "@corp/domain/brand/contrast";
import { INDEXNOW_KEY } from "@corp/domain/collections/content/search-push";
import { SECRET_CONFIG_TYPES } from "@corp/domain/collections/routine/config";
import { marketUrlSchema } from "@corp/domain/module-market-api";
import { parseSizeLimit } from "@corp/domain/upload";
import { z } from "zod";

const scalar = z.union([z.string().max(65_535), z.number(), z.boolean()]);
const strings = z.array(z.string().max(2000)).max(200);
const keyValues = z.array(z.object({ key: z.string().max(200), value: z.string().max(2000) })).max(200);
const flag = z.preprocess(
  (v) => (v === 1 || v === "1" || v === "true" ? true : v === 0 || v === "0" || v === "false" ? false : v),
  z.boolean(),
);

/** The value schema of a config item type. */
function schemaOf(type: string): z.ZodType {
  switch (type) {
    case "number":
      return z.coerce.number().finite();
    case "switch":
      return flag;
    case "array":
      return keyValues;
    case "images":
    case "files":
    case "checkbox":
    case "selects":
      return z.union([strings, z.string().transform((s) => (s === "" ? [] : s.split(",")))]);
    default:
      return scalar.transform((v) => String(v));
  }
}

export type ConfigItem = { name: string; type: string; value: unknown; content: unknown; rule: string };

/** Checks a new value of a config item against its type, options and rules; undefined when refused. */
/** Settings that take a whole number within bounds (the backup's hour and how many backups are kept). */
const WHOLE_NUMBER_SETTINGS: Readonly<Record<string, readonly [number, number]>> = {
  backup_hour: [0, 23],
  backup_keep: [1, 100],
  upload_max_pixels: MEGAPIXEL_BOUNDS,
};

export function checkConfigValue(item: ConfigItem, raw: unknown): JsonValue | undefined {
  const parsed = schemaOf(item.type).safeParse(raw);
  if (!parsed.success) return undefined;
  const value = parsed.data as JsonValue;
  const options = item.content && typeof item.content === "object" ? Object.keys(item.content) : [];
  if ((item.type === "select" || item.type === "radio") && options.length > 0 && value !== "") {
    if (!options.includes(String(value))) return undefined;
  }
  if (
    item.rule.split(",").includes("required") &&
    (value === "" || (Array.isArray(value) && value.length === 0))
  ) {
    return undefined;
  }
  const bounds = WHOLE_NUMBER_SETTINGS[item.name];
  if (bounds) {
    const n = Number(value);
    if (value === "" || !Number.isInteger(n) || n < bounds[0] || n > bounds[1]) return undefined;
  }
  if (item.name === "upload_max_size") {
    try {
      parseSizeLimit(String(value));
    } catch {
      return undefined;
    }
  }
  if (item.name === "module_market_url" && value !== "" && !marketUrlSchema.safeParse(value).success) {
    return undefined;
  }
  // A brand colour is #rrggbb, the form the pages and the contrast check read.
  if (item.type === "color" && brandKeyOf(item.name) && !HEX_COLOR.test(String(value))) return undefined;
  // IndexNow's key: what the protocol takes, as the site serves it at /<key>.txt.
  if (item.name === "search_push_indexnow_key" && value !== "" && !INDEXNOW_KEY.test(String(value))) {
    return undefined;
  }
  return value;
}

/** Config item types whose values are secrets: never answered, an empty submission keeps them. */
export const SECRET_TYPES: ReadonlySet<string> = new Set(SECRET_CONFIG_TYPES);
