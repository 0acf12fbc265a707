import { languageFromCookie } from "@corp/domain/lang";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { i18n, setLanguage } from "../i18n/i18n.ts";
import { followLanguageChanges } from "./language-effects.ts";

describe("followLanguageChanges", () => {
  afterEach(async () => {
    await setLanguage("zh-cn");
  });

  it("keeps <html lang> and the language cookie the server renders pages by in step", async () => {
    await setLanguage("zh-cn");
    followLanguageChanges(new QueryClient(), document);
    expect(document.documentElement.lang).toBe("zh-CN");
    expect(languageFromCookie(document.cookie)).toBe("zh-cn");
    await setLanguage("en");
    expect(i18n.language).toBe("en");
    expect(document.documentElement.lang).toBe("en");
    expect(languageFromCookie(document.cookie)).toBe("en");
  });
});
