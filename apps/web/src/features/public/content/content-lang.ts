import { htmlLang, type Lang } from "@corp/domain/lang";

/**
 * The `lang` attribute of an item shown in another language than its page's (an article without English
 * on an English page, shown in Chinese), so that readers and search engines read it in its language.
 */
export function contentLang(itemLang: Lang, pageLang: Lang): { lang?: string } {
  return itemLang === pageLang ? {} : { lang: htmlLang(itemLang) };
}

/**
 * The `lang` attribute of a text an English page shows in Chinese because no English was entered for it
 * (its `..._en` is empty): a menu's title, a category's name, an article's source (issue 50, item 1).
 */
export function untranslatedLang(english: string | null | undefined, pageLang: Lang): { lang?: string } {
  return pageLang === "en" && !english?.trim() ? { lang: htmlLang("zh-cn") } : {};
}
