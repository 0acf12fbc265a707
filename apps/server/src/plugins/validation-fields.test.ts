import type { Lang } from "@corp/domain/lang";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ajvFields, zodFields } from "./validation-fields.ts";

/** Each keyword of JSON Schema a route's check can refuse with, one field apiece. */
const schema = {
  type: "object",
  required: ["needed"],
  additionalProperties: false,
  properties: {
    needed: { type: "string" },
    long: { type: "string", maxLength: 5 },
    short: { type: "string", minLength: 3 },
    empty: { type: "string", minLength: 1 },
    patterned: { type: "string", pattern: "^[a-z]+$" },
    mail: { type: "string", format: "email" },
    day: { type: "string", format: "date" },
    choice: { type: "string", enum: ["a", "b"] },
    fixed: { const: "x" },
    count: { type: "integer" },
    low: { type: "number", minimum: 1 },
    above: { type: "number", exclusiveMinimum: 0 },
    high: { type: "number", maximum: 10 },
    below: { type: "number", exclusiveMaximum: 10 },
    step: { type: "number", multipleOf: 5 },
    few: { type: "array", minItems: 2 },
    many: { type: "array", maxItems: 1 },
    unique: { type: "array", uniqueItems: true },
    keys: { type: "object", propertyNames: { pattern: "^[0-9]+$" } },
    either: { anyOf: [{ type: "string" }, { type: "number" }] },
    flag: { type: "boolean" },
  },
};

const value = {
  long: "abcdefg",
  short: "ab",
  empty: "",
  patterned: "ABC",
  mail: "not-an-address",
  day: "27/11/2026",
  choice: "c",
  fixed: "y",
  count: 1.5,
  low: 0,
  above: 0,
  high: 11,
  below: 10,
  step: 7,
  few: [1],
  many: [1, 2],
  unique: [1, 1],
  keys: { a: 1 },
  either: true,
  flag: "maybe",
  extra: 1,
};

const expected: Record<string, Record<Lang, string>> = {
  needed: { "zh-cn": "needed 为必填项", en: "needed must be filled in" },
  long: { "zh-cn": "long 最多 5 个字符", en: "long must have at most 5 characters" },
  short: { "zh-cn": "short 至少 3 个字符", en: "short must have at least 3 characters" },
  empty: { "zh-cn": "empty 为必填项", en: "empty must be filled in" },
  patterned: { "zh-cn": "patterned 的格式不正确", en: "patterned is not in the form it must have" },
  mail: { "zh-cn": "mail 须为有效的电子邮箱", en: "mail must be a valid email address" },
  day: {
    "zh-cn": "day 须为有效的日期（如 2026-11-27）",
    en: "day must be a valid date (such as 2026-11-27)",
  },
  choice: { "zh-cn": "choice 只能是：a, b", en: "choice must be one of: a, b" },
  fixed: { "zh-cn": "fixed 只能是：x", en: "fixed must be one of: x" },
  count: { "zh-cn": "count 须为整数", en: "count must be a whole number" },
  low: { "zh-cn": "low 不能小于 1", en: "low must be 1 or more" },
  above: { "zh-cn": "above 须大于 0", en: "above must be more than 0" },
  high: { "zh-cn": "high 不能大于 10", en: "high must be 10 or less" },
  below: { "zh-cn": "below 须小于 10", en: "below must be less than 10" },
  step: { "zh-cn": "step 须为 5 的倍数", en: "step must be a multiple of 5" },
  few: { "zh-cn": "few 至少要有 2 项", en: "few must have at least 2 items" },
  many: { "zh-cn": "many 最多 1 项", en: "many must have at most 1 items" },
  unique: { "zh-cn": "unique 中有重复的项", en: "unique has an item twice" },
  "keys.a": { "zh-cn": "不接受字段 keys.a", en: "keys.a is not a field this request takes" },
  either: { "zh-cn": "either 的值不正确", en: "either has a value that is not valid" },
  flag: { "zh-cn": "flag 须为布尔值（true 或 false）", en: "flag must be true or false" },
  extra: { "zh-cn": "不接受字段 extra", en: "extra is not a field this request takes" },
};

/** The checkers' own English, which no answer may carry. */
const CHECKER_ENGLISH =
  /must NOT|must match|must be equal|Invalid input|Too (big|small)|Unrecognized|expected/;

describe("ajvFields: every keyword of a route's schema, in the catalogue's words", () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const validate = ajv.compile(schema);
  expect(validate(value)).toBe(false);

  it.each(["zh-cn", "en"] as const)("names each field with its text (%s)", (lang) => {
    const fields = ajvFields(validate.errors ?? [], "body", lang);
    expect(Object.keys(fields).sort()).toEqual(Object.keys(expected).sort());
    for (const [field, text] of Object.entries(expected)) expect(fields[field], field).toBe(text[lang]);
    for (const text of Object.values(fields)) expect(text).not.toMatch(CHECKER_ENGLISH);
  });

  it("names the part of the request a whole refusal is of", () => {
    const whole = ajv.compile({ type: "object" });
    whole("text");
    expect(ajvFields(whole.errors ?? [], "querystring", "en")).toEqual({
      querystring: "querystring must be an object",
    });
  });
});

describe("zodFields: every kind of a procedure's check, in the catalogue's words", () => {
  const input = z.strictObject({
    needed: z.string(),
    long: z.string().max(5),
    short: z.string().min(3),
    empty: z.string().trim().min(1),
    patterned: z.string().regex(/^[a-z]+$/),
    mail: z.email(),
    site: z.url(),
    choice: z.enum(["a", "b"]),
    fixed: z.literal("x"),
    count: z.number().int(),
    low: z.number().min(1),
    above: z.number().gt(0),
    high: z.number().max(10),
    below: z.number().lt(10),
    step: z.number().multipleOf(5),
    few: z.array(z.number()).min(2),
    many: z.array(z.number()).max(1),
    either: z.union([z.string(), z.number()]),
    flag: z.boolean(),
    link: z.string().regex(/^https?:\/\//, "httpUrl"),
    given: z.string().refine((v) => v !== "", "required"),
    custom: z.string().refine((v) => v === "ok", "a reason in English"),
  });
  const sent = {
    long: "abcdefg",
    short: "ab",
    empty: " ",
    patterned: "ABC",
    mail: "not-an-address",
    site: "nope",
    choice: "c",
    fixed: "y",
    count: 1.5,
    low: 0,
    above: 0,
    high: 11,
    below: 10,
    step: 7,
    few: [1],
    many: [1, 2],
    either: true,
    flag: "maybe",
    link: "ftp://example.com",
    given: "",
    custom: "no",
    extra: 1,
  };
  const result = input.safeParse(sent);

  const zodExpected: Record<string, Record<Lang, string>> = {
    ...Object.fromEntries(
      Object.entries(expected).filter(([field]) => !["day", "unique", "keys.a"].includes(field)),
    ),
    site: { "zh-cn": "site 须为有效的网址", en: "site must be a valid address (URL)" },
    link: {
      "zh-cn": "link：请输入以 http:// 或 https:// 开头的网址",
      en: "link: Enter an address starting with http:// or https://",
    },
    given: { "zh-cn": "given 为必填项", en: "given must be filled in" },
    custom: { "zh-cn": "custom 的值不正确", en: "custom has a value that is not valid" },
  };

  it.each(["zh-cn", "en"] as const)("names each field with its text (%s)", (lang) => {
    expect(result.success).toBe(false);
    const fields = zodFields(result.error as z.ZodError, lang, sent);
    expect(Object.keys(fields).sort()).toEqual(Object.keys(zodExpected).sort());
    for (const [field, text] of Object.entries(zodExpected)) expect(fields[field], field).toBe(text[lang]);
    for (const text of Object.values(fields)) expect(text).not.toMatch(CHECKER_ENGLISH);
  });

  it("tells a field left out from one of another type, with or without what was sent", () => {
    const error = z.object({ a: z.string(), b: z.string() }).safeParse({ b: 1 }).error as z.ZodError;
    expect(zodFields(error, "en", { b: 1 })).toEqual({ a: "a must be filled in", b: "b must be text" });
    expect(zodFields(error, "en")).toEqual({ a: "a must be filled in", b: "b must be text" });
  });
});
