export const languages = ["zh-cn", "en"] as const;

export type Lang = (typeof languages)[number];

export const defaultLang: Lang = "zh-cn";

/** One text per supported language; keeps catalogues exhaustive at compile time. */
export type Messages = Record<Lang, string>;

export function isLang(v: unknown): v is Lang {
  return typeof v === "string" && (languages as readonly string[]).includes(v);
}

function matchTag(tag: string): Lang | undefined {
  const primary = tag.trim().toLowerCase().replaceAll("_", "-").split("-")[0];
  if (primary === "zh") return "zh-cn";
  if (primary === "en") return "en";
  return undefined;
}

/**
 * Accepts a bare tag ("zh-CN", "en_US") as well as an Accept-Language header
 * ("fr;q=1, en-US;q=0.8"), so the server and the browser can share one parser.
 * Browsers list tags by preference, so the first supported one wins.
 */
export function parseLang(v: unknown): Lang {
  if (typeof v !== "string") return defaultLang;
  for (const part of v.split(",")) {
    const tag = part.split(";")[0] ?? "";
    const lang = matchTag(tag);
    if (lang) return lang;
  }
  return defaultLang;
}

/** The value of `<html lang>` for a language. */
export function htmlLang(lang: Lang): string {
  return lang === "zh-cn" ? "zh-CN" : "en";
}

/** The cookie in which the browser keeps the visitor's language, so pages are rendered in it. */
export const LANGUAGE_COOKIE = "lang";

/** The value of one cookie in a Cookie header ("" when absent). */
export function cookieValue(header: string | undefined, name: string): string {
  if (!header) return "";
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return "";
}

/** The language named by the `lang` cookie of a Cookie header; the default without one. */
export function languageFromCookie(header: string | undefined): Lang {
  const value = cookieValue(header, LANGUAGE_COOKIE);
  return isLang(value) ? value : defaultLang;
}
