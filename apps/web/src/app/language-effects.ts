import { htmlLang, LANGUAGE_COOKIE } from "@corp/domain/lang";
import type { QueryClient } from "@tanstack/react-query";
import { currentLanguage, i18n } from "../i18n/i18n.ts";

/** Tells the server the visitor's language, so it renders their next page in it. */
function rememberLanguage(doc: Document): void {
  doc.cookie = `${LANGUAGE_COOKIE}=${currentLanguage()}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Keeps `<html lang>` and the language cookie in step with the language and refetches what the server
 * localised (its messages and menus follow the think-lang header).
 */
export function followLanguageChanges(queryClient: QueryClient, doc: Document = document): void {
  doc.documentElement.lang = htmlLang(currentLanguage());
  rememberLanguage(doc);
  i18n.on("languageChanged", () => {
    doc.documentElement.lang = htmlLang(currentLanguage());
    rememberLanguage(doc);
    void queryClient.invalidateQueries();
  });
}
