import type { Lang } from "@corp/domain/lang";
import { en } from "../../../i18n/locales/en.ts";
import type { LocaleShape } from "../../../i18n/locales/locale-shape.ts";
import { zhCn } from "../../../i18n/locales/zh-cn.ts";

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A text of the web's locales, by its dotted path (`home.latestNews`). */
export type TextKey = Leaves<LocaleShape>;
export type TextParams = Record<string, string | number>;
/** Formats a text; `{{name}}` in it takes `params.name`. */
export type Translate = (key: TextKey, params?: TextParams) => string;

const LOCALES: Record<Lang, LocaleShape> = { "zh-cn": zhCn, en };

function lookup(tree: LocaleShape, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * The public pages' texts in one language, for the server render (islands get theirs as props). The
 * same locale files as the single-page apps; Chinese fills any gap.
 */
export function textsFor(lang: Lang): Translate {
  const locale = LOCALES[lang];
  return (key, params) => {
    const text = lookup(locale, key) ?? lookup(zhCn, key) ?? key;
    return params
      ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole))
      : text;
  };
}
