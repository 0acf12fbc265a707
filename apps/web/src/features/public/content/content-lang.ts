import { htmlLang, type Lang } from "@corp/domain/lang";

/**
 * The `lang` attribute of an item shown in another language than its page's (an article without English
 * on an English page, shown in Chinese), so that readers and search engines read it in its language.
 */
export function contentLang(itemLang: Lang, pageLang: Lang): { lang?: string } {
  return itemLang === pageLang ? {} : { lang: htmlLang(itemLang) };
}
