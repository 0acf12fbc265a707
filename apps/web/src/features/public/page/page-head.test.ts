import { describe, expect, it } from "vitest";
import { canonicalUrl, type HeadInput, pageHead } from "./page-head.ts";

const base: HeadInput = {
  origin: "https://corp.example",
  pathname: "/list",
  search: { cid: 2, mid: 5, pid: 1 },
  pageTitle: "新闻中心",
  homeTitle: "首页",
  site: { siteName: "澄芯科技", logo: "/static/logo.png" },
  meta: { path: "/list", title: "新闻中心", keywords: "新闻,动态", description: "公司新闻" },
  article: undefined,
  lang: "zh-cn",
  languages: ["zh-cn", "en"],
};

describe("canonicalUrl", () => {
  it("keeps the query values that pick content and drops the menu's", () => {
    expect(canonicalUrl("https://corp.example", "/list", { cid: 2, page: 3, mid: 5 })).toBe(
      "https://corp.example/list?cid=2&page=3",
    );
    expect(canonicalUrl("https://corp.example", "/index", {})).toBe("https://corp.example/");
    expect(canonicalUrl("https://corp.example", "/us/company", { mid: 2 })).toBe(
      "https://corp.example/us/company",
    );
  });
});

describe("pageHead", () => {
  it("writes title, description, keywords, canonical and the organisation and breadcrumb", () => {
    const head = pageHead(base);
    expect(head.title).toBe("新闻中心 - 澄芯科技");
    expect(head.tags).toContain('<meta name="description" content="公司新闻" />');
    expect(head.tags).toContain('<meta name="keywords" content="新闻,动态" />');
    expect(head.tags).toContain('<link rel="canonical" href="https://corp.example/list?cid=2" />');
    expect(head.tags).toContain('"@type":"Organization"');
    expect(head.tags).toContain('"@type":"BreadcrumbList"');
    expect(head.tags).not.toContain("NewsArticle");
  });

  it("prefers the article's own keywords and description, and escapes what could break out", () => {
    const head = pageHead({
      ...base,
      pathname: "/article/7",
      search: {},
      pageTitle: "芯片 <发布>",
      article: {
        lang: "zh-cn",
        id: 7,
        title: "芯片 <发布>",
        summary: "摘要",
        content: "",
        image: "",
        source: "",
        source_en: "",
        author: "",
        author_en: "",
        views: 1,
        publish_time: 1_700_000_000,
        keywords: "芯片",
        description: "</script><script>alert(1)</script>",
        seo_title: "",
        tags: [],
        video_url: "",
        category: { id: 1, name: "公司新闻", name_en: "News" },
        topic: null,
        prev: null,
        next: null,
      },
    });
    expect(head.title).toBe("芯片 &lt;发布&gt; - 澄芯科技");
    expect(head.tags).toContain('<meta name="keywords" content="芯片" />');
    expect(head.tags).toContain('"@type":"NewsArticle"');
    expect(head.tags).not.toContain("</script><script>");
  });
});
