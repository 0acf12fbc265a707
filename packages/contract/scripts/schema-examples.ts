import type { Collection } from "@corp/domain/collections/collection";

/** The part of JSON Schema the collections' schemas use. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  exclusiveMinimum?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  description?: string;
  [keyword: string]: unknown;
};

/** Texts that match the patterns fields declare (a path, a slug, a date, a rule's name...). */
const PATTERNED = [
  "editor01",
  "content/article",
  "/about",
  "https://www.example.com/",
  "about-us",
  "2026-11-27",
  "2000-01-01",
  "13800138000",
  "editor@example.com",
  "#1677ff",
];

/** The candidate when it matches the field's pattern (or there is none), else a known text that does. */
function patterned(schema: JsonSchema, candidate: string): string {
  if (!schema.pattern) return candidate;
  const pattern = new RegExp(schema.pattern);
  if (pattern.test(candidate)) return candidate;
  const match = PATTERNED.find((text) => pattern.test(text));
  if (!match) throw new Error(`no example text matches the pattern ${schema.pattern}`);
  return match;
}

/**
 * An example of a value of `schema`: the default where there is one, the first allowed value of an enum,
 * the example of the field's kind (`Field.example`), or the field's Chinese label for a text (a title reads "标题"), the English one for
 * the English of a translatable field (`title_en` reads "Title (English)").
 */
export function exampleOf(schema: JsonSchema, collection: Collection, name = ""): unknown {
  if (schema.$ref === "#/components/schemas/Yuan") return 12.5;
  const field = collection.fields[name];
  if (field?.addExample !== undefined && schema.default === field.addExample) return field.addExample;
  const emptyList = Array.isArray(schema.default) && schema.default.length === 0;
  if (schema.default !== undefined && schema.default !== null && schema.default !== "" && !emptyList) {
    return schema.default;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.anyOf) {
    const usable = schema.anyOf.find((s) => s.type !== "null" && s.const !== "");
    return usable ? exampleOf({ ...usable, default: undefined }, collection, name) : null;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "object" || schema.properties) {
    const entries = Object.entries(schema.properties ?? {}).map(([key, s]) => [
      key,
      exampleOf(s, collection, key),
    ]);
    // A record (each key a column, a value per key): one entry, keyed by a column most tables have.
    const each = schema.additionalProperties;
    if (entries.length === 0 && each && typeof each === "object")
      entries.push(["title", exampleOf(each, collection)]);
    return Object.fromEntries(entries);
  }
  if (type === "array") {
    const count = Math.max(1, Number(schema.minItems ?? 0));
    return schema.items
      ? Array.from({ length: count }, () => exampleOf(schema.items as JsonSchema, collection, name))
      : [];
  }
  // The field's own example, where its kind has one (a picture's URL, a moment, an address).
  const named = field?.example;
  if (type === "integer" || type === "number") {
    if (typeof named === "number") return named;
    // 1 rather than 0: an amount or a count a form refuses at 0 (a ledger's change) takes 1.
    const least = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    return Math.max(least, Math.min(1, Number(schema.maximum ?? 1)));
  }
  if (type === "boolean") return true;
  if (type === "string") {
    if (typeof named === "string") return patterned(schema, named);
    if (typeof named === "number") return patterned(schema, String(named));
    return patterned(schema, field?.label[field.translates ? "en" : "zh-cn"] ?? "示例");
  }
  return null;
}
