import type { Lang } from "@corp/domain/lang";
import { addressLanguage, localizedPath } from "@corp/domain/language-address";
import type { PublicPageData } from "@corp/server/public-page";

/**
 * The address of the page being read, in a language: the same path and query under its prefix, or that
 * language's home page where the page has no address in it (an item without English, hidden there).
 */
export function samePageIn(
  page: Pick<PublicPageData, "pathname" | "search" | "languages">,
  lang: Lang,
): string {
  if (!page.languages.includes(lang)) return localizedPath("/", lang);
  const query = new URLSearchParams(page.search).toString();
  const path = addressLanguage(page.pathname).path;
  return localizedPath(query ? `${path}?${query}` : path, lang);
}
