import type { Database } from "@corp/db/schema";
import type { Lang } from "@corp/domain/lang";
import { type AliasedRawBuilder, type Kysely, type RawBuilder, sql } from "kysely";

/**
 * What a public page or answer in one language shows of the content: in Chinese, the Chinese fields; in
 * English, each English field, or the Chinese one where the English is empty. An item without English
 * (its first English field empty) follows the site's `english_untranslated` setting: left out of the
 * English lists and missing at its English address (`hide`), or shown in Chinese (`chinese`), marked
 * with its language so that the page says `lang="zh-CN"` on it.
 */
export type ContentLanguage = { lang: Lang; untranslated: UntranslatedPolicy };

export const UNTRANSLATED_POLICIES = ["hide", "chinese"] as const;
export type UntranslatedPolicy = (typeof UNTRANSLATED_POLICIES)[number];

/** Chinese content, as every page showed it before English came: nothing is ever hidden. */
export const CHINESE: ContentLanguage = { lang: "zh-cn", untranslated: "chinese" };

/** The setting's value, or `hide` for anything else. */
export function untranslatedPolicy(stored: unknown): UntranslatedPolicy {
  return stored === "chinese" ? "chinese" : "hide";
}

/** What pages in `lang` show, with the site's setting for untranslated items. */
export async function contentLanguage(db: Kysely<Database>, lang: Lang): Promise<ContentLanguage> {
  if (lang === "zh-cn") return CHINESE;
  const row = await db
    .selectFrom("config")
    .select("value")
    .where("name", "=", "english_untranslated")
    .executeTakeFirst();
  return { lang, untranslated: untranslatedPolicy(row?.value) };
}

/**
 * A text column in the reader's language, under its own name: `article.title` in English is
 * `coalesce(nullif(article.title_en, ''), article.title) as title`.
 */
export function shownText<N extends string, A extends string = N>(
  view: ContentLanguage,
  table: string,
  column: N,
  alias?: A,
): AliasedRawBuilder<string, A> {
  const name = (alias ?? column) as A;
  const chinese = sql.ref(`${table}.${column}`);
  if (view.lang === "zh-cn") return sql<string>`${chinese}`.as(name);
  return sql<string>`coalesce(nullif(${sql.ref(`${table}.${column}_en`)}, ''), ${chinese})`.as(name);
}

/** True where the row has English: its English title is filled (every content item with texts has one). */
export function hasEnglish(table: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(`${table}.title_en`)} <> ''`;
}

/** The language a row's texts are shown in, as the column `lang`. */
export function shownLanguage<A extends string = "lang">(
  view: ContentLanguage,
  table: string,
  alias?: A,
): AliasedRawBuilder<Lang, A> {
  const name = (alias ?? "lang") as A;
  if (view.lang === "zh-cn") return sql<Lang>`'zh-cn'`.as(name);
  return sql<Lang>`case when ${hasEnglish(table)} then 'en' else 'zh-cn' end`.as(name);
}

/** Whether rows without English are left out here: English lists under the `hide` setting. */
export const hidesUntranslated = (view: ContentLanguage): boolean =>
  view.lang === "en" && view.untranslated === "hide";
