import { z } from "zod";
import { fieldTitlesValue, optionsValue, richTextValue, tagsValue } from "../field-values.ts";
import { LABELS, type Texts } from "../texts.ts";
import { type Field, type Options, plain, type SearchLanguage, withHelp } from "./field-types.ts";

const ENGLISH_SEARCH_TERMS: Texts = {
  "zh-cn": `${LABELS.searchTerms["zh-cn"]}（英文）`,
  en: `${LABELS.searchTerms.en} (English)`,
};

/** Fields holding structured data: JSON, rich text, tags and the server's search terms. */
export const dataFields = {
  /** Data kept as JSON (a log's request data), or NULL; shown in a row's details. */
  json: (options: Pick<Options, "label"> = {}) =>
    ({
      column: { sql: "jsonb", nullable: true },
      label: options.label ?? LABELS.data,
      read: z.unknown(),
      hasDefault: true,
      storage: "json",
    }) as const satisfies Field,

  /** Data the server writes with the row and the admin reads in its details (a deleted row), never NULL. */
  record: (options: Pick<Options, "label"> = {}) =>
    ({
      column: { sql: "jsonb", nullable: false },
      label: options.label ?? LABELS.data,
      read: z.record(z.string(), z.unknown()),
      hasDefault: false,
      storage: "json",
    }) as const satisfies Field,

  /**
   * A value of any JSON shape, or NULL, whose check depends on the row (a setting's value, checked against
   * its type by the server's hooks); the page gives its input.
   */
  anyValue: (options: { label: Texts }) =>
    ({
      column: { sql: "jsonb", nullable: true },
      label: options.label,
      read: z.unknown(),
      hasDefault: true,
      storage: "json",
      form: { input: "custom", value: z.unknown().optional(), initial: undefined },
    }) as const satisfies Field,

  /**
   * The options of a choice, value to label (`{"local": "本地"}`), or NULL for none: entered as key-value
   * rows, taken as a map too.
   */
  options: (options: { label: Texts }) =>
    ({
      column: { sql: "jsonb", nullable: true },
      label: options.label,
      read: z.unknown(),
      hasDefault: true,
      storage: "json",
      form: { input: "keyValue", value: optionsValue, initial: [] },
    }) as const satisfies Field,

  /** Data the server keeps beside the row for its own use (what a restore puts back too); rows never carry it. */
  serverData: (options: { default: string }) =>
    ({
      column: { sql: "jsonb", nullable: false, default: options.default },
      label: LABELS.data,
      read: z.unknown(),
      hasDefault: true,
      storage: "json",
      unread: true,
    }) as const satisfies Field,

  /** Rich text from the editor, sanitised by the server before it is stored; not listed. */
  richText: (options: Options = {}) =>
    ({
      column: { sql: "text", nullable: false, default: "''" },
      label: options.label ?? LABELS.content,
      read: z.string(),
      hasDefault: true,
      form: { input: "editor", value: richTextValue, initial: "", ...withHelp(options.help) },
      clean: "richHtml",
    }) as const satisfies Field,

  /** Short words (a JSON array, no repeats), typed in one box separated by commas; not listed. */
  tags: (options: Options = {}) =>
    ({
      column: { sql: "jsonb", nullable: false, default: "'[]'" },
      label: options.label ?? LABELS.tags,
      read: z.array(z.string()),
      hasDefault: true,
      storage: "json",
      form: { input: "tags", value: tagsValue, initial: [], ...withHelp(options.help) },
    }) as const satisfies Field,

  /**
   * The columns of a table a row names, each with its title and whether it is a secret (a sensitive-field
   * rule's watched fields): a JSON object of at most 50 entries; the page gives its own input and cell.
   */
  fieldTitles: (options: Options & { label: Texts }) =>
    ({
      column: { sql: "jsonb", nullable: false, default: "'{}'" },
      label: options.label,
      read: z.record(z.string(), z.object({ title: z.string(), secret: z.boolean() })),
      hasDefault: true,
      storage: "json",
      list: { ...plain(false), cell: "custom" },
      form: { input: "custom", value: fieldTitlesValue, initial: {}, ...withHelp(options.help) },
    }) as const satisfies Field,

  /**
   * The full-text terms of the named text fields (title weighted A, then B, then C) in one language,
   * computed by the server on every write; rows never carry it. Chinese is indexed as CJK unigrams and
   * bigrams, English as Postgres' 'english' configuration stems its words.
   */
  searchVector: (from: readonly [string, string, string], language: SearchLanguage = "zh-cn") =>
    ({
      column: { sql: "tsvector", nullable: false, default: "''" },
      label: language === "en" ? ENGLISH_SEARCH_TERMS : LABELS.searchTerms,
      read: z.string(),
      hasDefault: true,
      derived: { searchVector: from, language },
    }) as const satisfies Field,
};
