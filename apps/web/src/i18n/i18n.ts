import { defaultLang, isLang, type Lang, languages } from "@corp/domain/lang";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./locales/en.ts";
import { zhCn } from "./locales/zh-cn.ts";

export const LANGUAGE_STORAGE_KEY = "lang";

export const resources = {
  "zh-cn": { translation: zhCn },
  en: { translation: en },
} as const;

/** The language of the last visit, else Chinese (SPEC §3: zh-cn is the default and the fallback). */
export function storedLanguage(storage: Storage | undefined = globalThis.localStorage): Lang {
  const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return isLang(stored) ? stored : defaultLang;
}

/** The value of `<html lang>` for a language. */
export function htmlLang(lang: Lang): string {
  return lang === "zh-cn" ? "zh-CN" : "en";
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: defaultLang,
  supportedLngs: [...languages],
  // Keeps "zh-cn" as written: the server's think-lang header and the resources use that spelling.
  lowerCaseLng: true,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function currentLanguage(): Lang {
  return isLang(i18n.language) ? i18n.language : defaultLang;
}

export async function setLanguage(lang: Lang): Promise<void> {
  globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  await i18n.changeLanguage(lang);
}
