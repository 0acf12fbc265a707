import { defaultLang, type Lang, languages } from "./lang.ts";
import { isAppAreaPath } from "./public-pages.ts";

/**
 * Each language of the public pages has its own addresses: Chinese at the site's paths, English under
 * `/en` (`/en/`, `/en/article/7`, `/en/list?cid=3`). The address alone says the language of a page, so a
 * cache keyed by the address never serves one language's page to a reader of the other.
 */
export const LANGUAGE_PREFIX: Record<Lang, string> = { "zh-cn": "", en: "/en" };

/** The language of a path and the path without its language prefix (any letter case). */
export function addressLanguage(pathname: string): { lang: Lang; path: string } {
  for (const lang of languages) {
    const prefix = LANGUAGE_PREFIX[lang];
    if (!prefix) continue;
    const head = pathname.slice(0, prefix.length).toLowerCase();
    const rest = pathname.slice(prefix.length);
    if (head === prefix && (rest === "" || rest.startsWith("/"))) return { lang, path: rest || "/" };
  }
  return { lang: defaultLang, path: pathname };
}

/**
 * A site path (with its query) in a language: `/list?cid=3` in English is `/en/list?cid=3`, the home
 * page `/en/`. A full URL, an anchor or a path of an app area is returned as given.
 */
export function localizedPath(path: string, lang: Lang): string {
  const prefix = LANGUAGE_PREFIX[lang];
  if (
    !prefix ||
    !path.startsWith("/") ||
    path.startsWith("//") ||
    isAppAreaPath(path.split(/[?#]/)[0] ?? path)
  )
    return path;
  return `${prefix}${path}`;
}

/** The same page in every language, as `hreflang` alternates list it: language → path. */
export function languageAlternates(path: string): Record<Lang, string> {
  const { path: base } = addressLanguage(path);
  return Object.fromEntries(languages.map((lang) => [lang, localizedPath(base, lang)])) as Record<
    Lang,
    string
  >;
}
