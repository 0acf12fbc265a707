import { describe, expect, it } from "vitest";
import {
  ARTICLE_PAGE,
  articleIdOfPagePath,
  articlePagePath,
  isAppAreaPath,
  isPageSlug,
  movedPagePath,
  PROBLEM_PAGES,
  PUBLIC_PAGES,
  pageSlugOfPath,
  parseArticleId,
  SINGLE_PAGE,
  singlePagePath,
} from "./public-pages.ts";

describe("public pages", () => {
  it("lists each page once, the article page among them, and no page of an app area", () => {
    const paths = PUBLIC_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain(ARTICLE_PAGE);
    expect(paths).toContain(SINGLE_PAGE);
    for (const path of [...paths, ...PROBLEM_PAGES]) expect(isAppAreaPath(path), path).toBe(false);
  });

  it("puts in the sitemap the pages that have an address of their own", () => {
    expect(PUBLIC_PAGES.filter((page) => page.inSitemap).map((page) => page.path)).toEqual([
      "/",
      "/list",
      "/topic",
      "/layout",
      "/us/company",
      "/us/history",
      "/contact",
    ]);
  });

  it("tells the admin and member areas from the public site", () => {
    for (const path of ["/admin", "/admin/", "/Admin/auth/admin", "/user", "/USER/login"]) {
      expect(isAppAreaPath(path), path).toBe(true);
    }
    for (const path of ["/", "/administration", "/users", "/article/1", "/user?x=1"]) {
      expect(isAppAreaPath(path), path).toBe(false);
    }
  });
});

describe("article ids", () => {
  it("reads 1 to 9 digits, not zero", () => {
    expect(parseArticleId("7")).toBe(7);
    expect(parseArticleId("0012")).toBe(12);
    expect(parseArticleId("999999999")).toBe(999999999);
    for (const text of ["0", "", "-1", "1.5", "abc", "1e3", " 7", "+7", "1234567890", null, undefined]) {
      expect(parseArticleId(text), String(text)).toBeUndefined();
    }
  });

  it("reads the article of a page path and writes it back", () => {
    expect(articleIdOfPagePath("/article/12")).toBe(12);
    expect(articleIdOfPagePath("/Article/12/")).toBe(12);
    expect(articleIdOfPagePath(articlePagePath(34))).toBe(34);
    for (const path of ["/article/abc", "/article/", "/article/0", "/article/1/2", "/articles/1", "/list"]) {
      expect(articleIdOfPagePath(path), path).toBeUndefined();
    }
  });
});

describe("single pages", () => {
  it("gives each page one address: its own for company, history and contact, /page/{slug} for the rest", () => {
    expect(singlePagePath("jobs")).toBe("/page/jobs");
    expect(singlePagePath("company")).toBe("/us/company");
    expect(singlePagePath("history")).toBe("/us/history");
    expect(singlePagePath("contact")).toBe("/contact");
    // A slug that is also a name of Object.prototype is a slug like any other.
    expect(singlePagePath("constructor")).toBe("/page/constructor");
  });

  it("reads the slug of a page path, lower-case, and only a slug a page can have", () => {
    expect(pageSlugOfPath("/page/jobs")).toBe("jobs");
    expect(pageSlugOfPath("/Page/Jobs/")).toBe("jobs");
    expect(pageSlugOfPath(singlePagePath("about-2"))).toBe("about-2");
    for (const path of ["/page/", "/page/-x", "/page/a_b", "/page/a/b", "/pages/a", "/page/%20"]) {
      expect(pageSlugOfPath(path), path).toBeUndefined();
    }
    expect(isPageSlug("a".repeat(50))).toBe(true);
    expect(isPageSlug("a".repeat(51))).toBe(false);
  });

  it("moves the second address of a page with its own, and nothing else", () => {
    expect(movedPagePath("/page/company")).toBe("/us/company");
    expect(movedPagePath("/PAGE/History/")).toBe("/us/history");
    expect(movedPagePath("/page/contact")).toBe("/contact");
    for (const path of ["/page/jobs", "/us/company", "/page/constructor", "/contact"]) {
      expect(movedPagePath(path), path).toBeUndefined();
    }
  });
});
