import { describe, expect, it } from "vitest";
import { addressLanguage, languageAlternates, localizedPath } from "./language-address.ts";

describe("addressLanguage", () => {
  it("reads English from the /en prefix and Chinese from every other path", () => {
    expect(addressLanguage("/en")).toEqual({ lang: "en", path: "/" });
    expect(addressLanguage("/en/")).toEqual({ lang: "en", path: "/" });
    expect(addressLanguage("/EN/article/7")).toEqual({ lang: "en", path: "/article/7" });
    expect(addressLanguage("/article/7")).toEqual({ lang: "zh-cn", path: "/article/7" });
    expect(addressLanguage("/")).toEqual({ lang: "zh-cn", path: "/" });
  });

  it("takes /en only as a whole segment", () => {
    expect(addressLanguage("/english")).toEqual({ lang: "zh-cn", path: "/english" });
    expect(addressLanguage("/entry/1")).toEqual({ lang: "zh-cn", path: "/entry/1" });
  });
});

describe("localizedPath", () => {
  it("puts English paths under /en and leaves Chinese ones as they are", () => {
    expect(localizedPath("/", "en")).toBe("/en/");
    expect(localizedPath("/list?cid=3", "en")).toBe("/en/list?cid=3");
    expect(localizedPath("/list?cid=3", "zh-cn")).toBe("/list?cid=3");
  });

  it("leaves full URLs, anchors and the app areas alone", () => {
    expect(localizedPath("https://example.com/a", "en")).toBe("https://example.com/a");
    expect(localizedPath("//cdn.example.com/a", "en")).toBe("//cdn.example.com/a");
    expect(localizedPath("#main", "en")).toBe("#main");
    expect(localizedPath("/user", "en")).toBe("/user");
    expect(localizedPath("/user?tab=1", "en")).toBe("/user?tab=1");
    expect(localizedPath("/admin/login", "en")).toBe("/admin/login");
  });
});

describe("languageAlternates", () => {
  it("names the same page in both languages from either address", () => {
    const both = { "zh-cn": "/article/7", en: "/en/article/7" };
    expect(languageAlternates("/article/7")).toEqual(both);
    expect(languageAlternates("/en/article/7")).toEqual(both);
  });
});
