import { defaultLang, isLang, type Lang } from "@corp/domain/lang";
import { useTranslation } from "react-i18next";

/** The current language as the domain type, re-rendering when it changes. */
export function useLanguage(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : defaultLang;
}
