import { formatMessage } from "./collections/format-messages.ts";
import type { Texts } from "./collections/texts.ts";
import type { Lang } from "./lang.ts";
import { validationCatalogue } from "./messages/validation.ts";
import { type MessageKey, t } from "./messages.ts";

/**
 * What a request's schema refused of one field, whichever checker found it (Ajv on a route's contract
 * schema, zod in a procedure): the server names it in `data.fields` with the catalogue's text in the
 * asked language, never the checker's own English.
 */
export type FieldProblem =
  | { kind: "required" | "pattern" | "unknown" | "repeated" | "invalid" }
  | { kind: "tooLong" | "tooShort" | "tooFewItems" | "tooManyItems" | "multipleOf"; limit: number | string }
  | { kind: "minimum" | "maximum"; limit: number | string; exclusive: boolean }
  | { kind: "format"; format: string }
  | { kind: "oneOf"; values: readonly unknown[] }
  | { kind: "type"; type: string }
  /** A text or format key the field's own check names ("httpUrl", "invalidMobile"). */
  | { kind: "says"; key: string };

/** A value's type as a sentence names it ("须为整数", "must be a whole number"). */
const TYPE_WORDS: Readonly<Record<string, Texts>> = {
  string: { "zh-cn": "文本", en: "text" },
  integer: { "zh-cn": "整数", en: "a whole number" },
  number: { "zh-cn": "数字", en: "a number" },
  boolean: { "zh-cn": "布尔值（true 或 false）", en: "true or false" },
  array: { "zh-cn": "列表", en: "a list" },
  object: { "zh-cn": "对象", en: "an object" },
  null: { "zh-cn": "空值（null）", en: "null" },
};

/** The checkers' spellings of a type, as TYPE_WORDS names it. */
const TYPE_NAMES: Readonly<Record<string, string>> = { int: "integer", bigint: "integer", map: "object" };

/** A format as a sentence names it ("须为有效的电子邮箱", "must be a valid email address"). */
const FORMAT_WORDS: Readonly<Record<string, Texts>> = {
  email: { "zh-cn": "电子邮箱", en: "email address" },
  uri: { "zh-cn": "网址", en: "address (URL)" },
  date: { "zh-cn": "日期（如 2026-11-27）", en: "date (such as 2026-11-27)" },
  "date-time": { "zh-cn": "日期和时间", en: "date and time" },
  time: { "zh-cn": "时间", en: "time" },
  uuid: { "zh-cn": "UUID", en: "UUID" },
  ipv4: { "zh-cn": "IPv4 地址", en: "IPv4 address" },
  ipv6: { "zh-cn": "IPv6 地址", en: "IPv6 address" },
  hostname: { "zh-cn": "主机名", en: "host name" },
};

/** The checkers' spellings of a format, as FORMAT_WORDS names it. */
const FORMAT_NAMES: Readonly<Record<string, string>> = {
  url: "uri",
  "uri-reference": "uri",
  datetime: "date-time",
  iso_date: "date",
  iso_datetime: "date-time",
  ip: "ipv4",
  cidrv4: "ipv4",
  cidrv6: "ipv6",
  guid: "uuid",
};

/** At most this many of an enum's values are listed; more end with "…". */
const LISTED_VALUES = 20;

const wordOf = (words: Readonly<Record<string, Texts>>, name: string, lang: Lang) =>
  Object.hasOwn(words, name) ? (words[name]?.[lang] ?? name) : name;

function valuesText(values: readonly unknown[]): string {
  const shown = values.slice(0, LISTED_VALUES).map((v) => (typeof v === "string" ? v : JSON.stringify(v)));
  return `${shown.join(", ")}${values.length > LISTED_VALUES ? ", …" : ""}`;
}

/** True when `key` names a text of the field checks (a format, or the validation catalogue). */
export function isCheckKey(key: string): boolean {
  return formatMessage(key, "en") !== undefined || Object.hasOwn(validationCatalogue, key);
}

/** The catalogue's text of `problem` of `field` in `lang`, naming the field. */
export function fieldProblemMessage(field: string, problem: FieldProblem, lang: Lang): string {
  const say = (key: MessageKey, params: Record<string, string | number> = {}) =>
    t(key, lang, { field, ...params });
  switch (problem.kind) {
    case "required":
      return say("fieldRequiredNamed");
    case "tooLong":
      return say("fieldTooLong", { limit: problem.limit });
    case "tooShort":
      return say("fieldTooShort", { limit: problem.limit });
    case "tooFewItems":
      return say("fieldTooFewItems", { limit: problem.limit });
    case "tooManyItems":
      return say("fieldTooManyItems", { limit: problem.limit });
    case "multipleOf":
      return say("fieldNotMultiple", { limit: problem.limit });
    case "minimum":
      return say(problem.exclusive ? "fieldNotAboveMinimum" : "fieldBelowMinimum", { limit: problem.limit });
    case "maximum":
      return say(problem.exclusive ? "fieldNotBelowMaximum" : "fieldAboveMaximum", { limit: problem.limit });
    case "pattern":
      return say("fieldPatternMismatch");
    case "format": {
      const name = FORMAT_NAMES[problem.format] ?? problem.format;
      return say("fieldFormatInvalid", { format: wordOf(FORMAT_WORDS, name, lang) });
    }
    case "oneOf":
      return say("fieldNotAllowedValue", { values: valuesText(problem.values) });
    case "type": {
      const name = TYPE_NAMES[problem.type] ?? problem.type;
      return say("fieldWrongType", { type: wordOf(TYPE_WORDS, name, lang) });
    }
    case "unknown":
      return say("fieldNotTaken");
    case "repeated":
      return say("fieldRepeatedItems");
    case "says": {
      if (problem.key === "required" || problem.key === "fieldRequired") return say("fieldRequiredNamed");
      const text =
        formatMessage(problem.key, lang) ??
        (Object.hasOwn(validationCatalogue, problem.key) ? t(problem.key as MessageKey, lang) : undefined);
      return text === undefined ? say("fieldInvalidValue") : say("fieldSays", { text });
    }
    case "invalid":
      return say("fieldInvalidValue");
  }
}
