import { z } from "zod";
import type { Texts } from "../texts.ts";
import type { ColumnSpec, Field, FormSpec, ListSpec } from "./field-types.ts";

/** The inputs whose text can be translated: a line, a paragraph, rich text. */
type TextInput = "string" | "textarea" | "editor";

/** A field whose value is text in the site's first language (Chinese), kept in its own column. */
export type TranslatableField = Field & {
  readonly column: ColumnSpec;
  readonly read: z.ZodString;
  readonly form: FormSpec & { readonly input: TextInput };
};

/** The English of field `N`: same kind of column and input, optional ('' until it is translated). */
export type EnglishField<N extends string> = {
  readonly column: ColumnSpec;
  readonly label: Texts;
  readonly read: z.ZodString;
  readonly hasDefault: true;
  readonly list?: ListSpec;
  readonly form: FormSpec<z.ZodDefault<z.ZodString>> & { readonly input: TextInput };
  readonly clean?: "richHtml";
  readonly translates: N;
};

/** The English column's name of a translatable field: `title` → `title_en`. */
export const englishName = <N extends string>(name: N): `${N}_en` => `${name}_en`;

/** A `character varying(n)` column's length; undefined for `text`. */
const varcharLength = (sql: string): number | undefined => {
  const match = /^character varying\((\d+)\)$/.exec(sql);
  return match ? Number(match[1]) : undefined;
};

/** The longest rich text a form takes (as `richTextValue`). */
const TEXT_MAX = 1_000_000;

/**
 * A translatable field and its English (ADR 0030): `...translated("title", field.title(200))` declares
 * `title`, the Chinese, required or not as declared, and `title_en`, optional, twice as long (English
 * takes more letters than Chinese characters) unless `length` says otherwise. The English is listed
 * hidden, filtered like its Chinese, cleaned the same way (rich text is sanitised), and the admin form
 * shows it beside its Chinese.
 */
export function translated<const N extends string, const F extends TranslatableField>(
  name: N,
  chinese: F,
  options: { length?: number } = {},
): { readonly [K in N]: F } & { readonly [K in `${N}_en`]: EnglishField<N> } {
  const zhLength = varcharLength(chinese.column.sql);
  const length = options.length ?? (zhLength === undefined ? undefined : zhLength * 2);
  const column: ColumnSpec =
    length === undefined
      ? { sql: "text", nullable: false, default: "''" }
      : { sql: `character varying(${length})`, nullable: false, default: "''" };
  const english: EnglishField<N> = {
    column,
    label: { "zh-cn": `${chinese.label["zh-cn"]}（英文）`, en: `${chinese.label.en} (English)` },
    read: z.string(),
    hasDefault: true,
    ...(chinese.list ? { list: { ...chinese.list, hidden: true, sortable: false } } : {}),
    form: {
      input: chinese.form.input,
      value: z
        .string()
        .trim()
        .max(length ?? TEXT_MAX)
        .default(""),
      initial: "",
    },
    ...(chinese.clean === "richHtml" ? { clean: "richHtml" as const } : {}),
    translates: name,
  };
  return { [name]: chinese, [englishName(name)]: english } as never;
}

/** The translatable fields of a collection's fields: each Chinese field's name with its English's. */
export function translationsOf(fields: Readonly<Record<string, Field>>): { zh: string; en: string }[] {
  return Object.entries(fields).flatMap(([name, f]) =>
    f.translates ? [{ zh: f.translates, en: name }] : [],
  );
}

/**
 * The English field whose emptiness marks a row as not translated: the first listed one (a title or a
 * name), which every translated row has; undefined for a collection without translations.
 */
export function untranslatedMark(fields: Readonly<Record<string, Field>>): string | undefined {
  return Object.entries(fields).find(([, f]) => f.translates && f.list)?.[0];
}
