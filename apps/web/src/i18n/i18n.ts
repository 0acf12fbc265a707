import { defaultLang, isLang, type Lang, languages } from "@corp/domain/lang";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { z } from "zod";
import { en, zhCN } from "zod/locales";
import type { LocaleShape } from "./locales/locale-shape.ts";
import { zhCn } from "./locales/zh-cn.ts";

export const LANGUAGE_STORAGE_KEY = "lang";

/** Chinese is built in (the default and the fallback); English loads when a visitor chooses it. */
const localeLoaders: Record<Lang, () => Promise<LocaleShape>> = {
  "zh-cn": async () => zhCn,
  en: () => import("./locales/en.ts").then((m) => m.en),
};

/** The language of the last visit, else Chinese (SPEC §3: zh-cn is the default and the fallback). */
export function storedLanguage(storage: Storage | undefined = globalThis.localStorage): Lang {
  const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return isLang(stored) ? stored : defaultLang;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { [defaultLang]: { translation: zhCn } },
  lng: storedLanguage(),
  fallbackLng: defaultLang,
  supportedLngs: [...languages],
  // Keeps "zh-cn" as written: the server's think-lang header and the resources use that spelling.
  lowerCaseLng: true,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** zod's own messages (a form's checks without a message of their own) speak the interface's language. */
const zodLocales: Record<Lang, () => Parameters<typeof z.config>[0]> = { "zh-cn": zhCN, en };
const speakZod = (lang: string) => z.config(zodLocales[isLang(lang) ? lang : defaultLang]());
i18n.on("languageChanged", speakZod);
speakZod(i18n.language);

export function currentLanguage(): Lang {
  return isLang(i18n.language) ? i18n.language : defaultLang;
}

/** Makes the texts of a language available (fetching them the first time); Chinese always is. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, "translation")) return;
  i18n.addResourceBundle(lang, "translation", await localeLoaders[lang]());
}

export async function setLanguage(lang: Lang): Promise<void> {
  await loadLanguage(lang);
  globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  await i18n.changeLanguage(lang);
}
