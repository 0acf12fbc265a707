import type { QueryClient } from "@tanstack/react-query";
import { currentLanguage, htmlLang, i18n } from "../i18n/i18n.ts";

/**
 * Keeps `<html lang>` in step with the language and refetches what the server localised
 * (its messages and menus follow the think-lang header).
 */
export function followLanguageChanges(queryClient: QueryClient): void {
  document.documentElement.lang = htmlLang(currentLanguage());
  i18n.on("languageChanged", () => {
    document.documentElement.lang = htmlLang(currentLanguage());
    void queryClient.invalidateQueries();
  });
}
