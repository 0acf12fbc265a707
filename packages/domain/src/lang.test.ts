import { describe, expect, it } from "vitest";
import { defaultLang, htmlLang, isLang, languageFromCookie, languages, parseLang } from "./lang.ts";

describe("languages", () => {
  it("lists zh-cn first and defaults to it", () => {
    expect(languages).toEqual(["zh-cn", "en"]);
    expect(defaultLang).toBe("zh-cn");
  });
});

describe("isLang", () => {
  it("accepts only the canonical codes", () => {
    expect(isLang("zh-cn")).toBe(true);
    expect(isLang("en")).toBe(true);
    expect(isLang("zh-CN")).toBe(false);
    expect(isLang("fr")).toBe(false);
    expect(isLang(1)).toBe(false);
  });
});

describe("parseLang", () => {
  it.each([
    ["zh-cn", "zh-cn"],
    ["zh-CN", "zh-cn"],
    ["zh", "zh-cn"],
    ["ZH_tw", "zh-cn"],
    ["zh-Hans-CN", "zh-cn"],
    ["en", "en"],
    ["en-US", "en"],
    ["EN-gb", "en"],
    ["en_US", "en"],
    ["  en  ", "en"],
  ])("maps %j to %j", (input, expected) => {
    expect(parseLang(input)).toBe(expected);
  });

  it.each([["fr"], [""], ["english"], ["e"], ["zhx"], ["*"]])("falls back to zh-cn for %j", (input) => {
    expect(parseLang(input)).toBe("zh-cn");
  });

  it("falls back to zh-cn for non-strings", () => {
    expect(parseLang(undefined)).toBe("zh-cn");
    expect(parseLang(null)).toBe("zh-cn");
    expect(parseLang(42)).toBe("zh-cn");
    expect(parseLang(["en"])).toBe("zh-cn");
  });

  it("reads the first supported tag of an Accept-Language header", () => {
    expect(parseLang("en-US,en;q=0.9,zh-CN;q=0.8")).toBe("en");
    expect(parseLang("fr-FR,fr;q=0.9,en;q=0.8")).toBe("en");
    expect(parseLang("de, zh-CN;q=0.5, en;q=0.4")).toBe("zh-cn");
    expect(parseLang("fr, de;q=0.5")).toBe("zh-cn");
  });
});

describe("languageFromCookie", () => {
  it("reads the lang cookie among others, and falls back to the default", () => {
    expect(languageFromCookie("lang=en")).toBe("en");
    expect(languageFromCookie("Hm_lvt_1=1700000000; lang=en; theme=dark")).toBe("en");
    expect(languageFromCookie("lang=zh-cn")).toBe("zh-cn");
    expect(languageFromCookie("xlang=en")).toBe(defaultLang);
    expect(languageFromCookie("lang=fr")).toBe(defaultLang);
    expect(languageFromCookie(undefined)).toBe(defaultLang);
  });

  it("names the html lang of each language", () => {
    expect(htmlLang("zh-cn")).toBe("zh-CN");
    expect(htmlLang("en")).toBe("en");
  });
});
