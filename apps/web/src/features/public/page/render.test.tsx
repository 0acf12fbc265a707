// @vitest-environment node
import type { Schemas } from "@corp/contract/types";
import { describe, expect, it } from "vitest";
import { renderPublicPage } from "./render.tsx";
import { testPageData } from "./test-page-data.ts";

const home: Schemas["PortalHomeData"] = {
  banners: [
    {
      lang: "zh-cn",
      id: 1,
      title: "新品发布",
      summary: "更强算力",
      image: "/static/images/banner/1.jpg",
      link: "/topic",
    },
  ],
  news: [
    {
      lang: "zh-cn",
      id: 7,
      title: "芯片量产",
      summary: "首批交付",
      image: "/static/images/article/07.jpg",
      publish_time: 1_795_309_200,
      views: 12,
      category: { id: 1, name: "公司新闻", name_en: "Company News" },
    },
  ],
  topics: [
    {
      lang: "zh-cn",
      id: 2,
      title: "专题",
      title_en: "Topic",
      summary: "专题摘要",
      image: "/static/images/topic/1.jpg",
    },
  ],
  company: { name: "测试科技有限公司", name_en: "Test Tech", slogan: "口号", summary: "简介", image: "" },
};

const article: Schemas["PortalArticleDetail"] = {
  lang: "zh-cn",
  id: 7,
  title: "芯片量产",
  seo_title: "",
  tags: ["芯片"],
  summary: "首批交付",
  content: "<p>正文</p>",
  image: "",
  source: "",
  source_en: "",
  author: "",
  author_en: "",
  views: 3,
  publish_time: 1_795_309_200,
  keywords: "",
  description: "",
  video_url: "",
  category: { id: 1, name: "公司新闻", name_en: "Company News" },
  topic: null,
  prev: null,
  next: null,
};

const assets = {
  css: ["/assets/islands-1.css"],
  script: "/assets/islands-2.js",
  preload: ["/assets/react-3.js"],
};

describe("renderPublicPage", () => {
  it("answers a whole HTML document with the stylesheet, the islands' entry and the speculation rules", () => {
    const { status, html } = renderPublicPage(testPageData({ page: "home", home }), assets);
    expect(status).toBe(200);
    expect(html).toMatch(/^<!doctype html><html lang="zh-CN">/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/islands-1.css">');
    expect(html).toContain('<script type="module" src="/assets/islands-2.js"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/react-3.js">');
    expect(html).toContain('<script type="speculationrules">');
    expect(html).toContain("<title>首页 - 测试科技</title>");
    expect(html).toContain('data-progress-label="页面加载中"');
  });

  it("writes the page as plain markup: no inline styles or scripts besides the rules, one h1", () => {
    const { html } = renderPublicPage(testPageData({ page: "home", home }), assets);
    expect(html).not.toContain("<style");
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    const runnable = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(runnable).toEqual([
      '<script type="module" src="/assets/islands-2.js">',
      '<script type="speculationrules">',
    ]);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('href="/article/7"');
    expect(html).toContain('id="main"');
  });

  it("puts each island's props into the markup for the browser to hydrate with", () => {
    const { html } = renderPublicPage(testPageData({ page: "home", home }), assets);
    const banner =
      /<script type="application\/json" data-island-props="">([^<]*)<\/script><div class="island" data-island="banner-carousel">/.exec(
        html,
      );
    expect(banner).not.toBeNull();
    const props = JSON.parse(banner?.[1] ?? "");
    expect(props.banners[0]).toMatchObject({ id: 1, title: "新品发布", link: "/topic" });
    expect(props.texts.next).toBe("下一张");
    expect(html).toContain('data-island="header-state"');
    // The menu tree, which two islands use, is written once and referred to.
    const menus = /<script type="application\/json" id="island-shared">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(menus?.[1] ?? "{}").menus[1].title).toBe("关于我们");
    expect(html.match(/\{"\$shared":"menus"\}/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("renders in English for an English visitor, and the 404 page with its status", () => {
    const en = renderPublicPage(testPageData({ page: "home", home }, { lang: "en" }), assets);
    expect(en.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(en.html).toContain("Latest news");
    const missing = renderPublicPage(testPageData({ page: "notFound" }, { pathname: "/nope" }), assets);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("<title>页面不存在 - 测试科技</title>");
  });

  it("titles an article page with its search-engine title when it has one, else its headline", () => {
    const page = (a: Schemas["PortalArticleDetail"]) =>
      renderPublicPage(testPageData({ page: "article", article: a }, { pathname: "/article/7" }), assets)
        .html;
    expect(page(article)).toContain("<title>芯片量产 - 测试科技</title>");
    expect(page({ ...article, seo_title: "澄芯芯片量产交付" })).toContain(
      "<title>澄芯芯片量产交付 - 测试科技</title>",
    );
  });
});

describe("an English page", () => {
  const item = (id: number, lang: "zh-cn" | "en", title: string): Schemas["PortalArticleItem"] => ({
    lang,
    id,
    title,
    summary: "",
    image: "",
    publish_time: 1_795_309_200,
    views: 1,
    category: { id: 1, name: "公司新闻", name_en: "Company News" },
  });
  const list: Schemas["PortalArticleListData"] = {
    categories: [{ id: 1, name: "公司新闻", name_en: "Company News" }],
    total: 25,
    page: 1,
    limit: 10,
    list: [item(8, "en", "Mass production"), item(9, "zh-cn", "尚未翻译")],
  };
  const listPage = () =>
    renderPublicPage(
      testPageData(
        {
          page: "list",
          route: { page: "list", cid: undefined, pageNo: 1, mid: undefined, pid: undefined },
          list,
        },
        { lang: "en", pathname: "/en/list" },
      ),
      assets,
    ).html;
  const articlePage = (a: Schemas["PortalArticleDetail"]) =>
    renderPublicPage(
      testPageData({ page: "article", article: a }, { lang: "en", pathname: "/en/article/7" }),
      assets,
    ).html;
  const breadcrumbHome = (html: string) =>
    /<nav aria-label="[^"]*" class="breadcrumb"><ol><li><a href="([^"]*)">/.exec(html)?.[1];
  /** The opening tag of the article card holding `title`. */
  const cardTag = (html: string, title: string) =>
    (html.match(/<article class="article-card[^>]*>.*?<\/article>/g) ?? [])
      .find((card) => card.includes(`>${title}</a>`))
      ?.match(/^<article[^>]*>/)?.[0];

  it("keeps its links, breadcrumb, search form and pages under /en", () => {
    const html = listPage();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<a href="/en/article/8">Mass production</a>');
    expect(html).toContain('<a href="/en/article/9">尚未翻译</a>');
    expect(html).not.toMatch(/href="\/article\//);
    expect(breadcrumbHome(html)).toBe("/en/");
    expect(html).toContain('<form class="search-box__form" action="/en/search" method="get">');
    expect(html).not.toContain('action="/search"');
    expect(html).toContain('href="/en/us/company?mid=2&amp;pid=0"');
    expect(html).toMatch(/<a class="pager__link" href="\/en\/list\?page=2" rel="next">/);
  });

  it("marks an article shown in Chinese with its language, and an English one not at all", () => {
    const html = listPage();
    expect(cardTag(html, "尚未翻译")).toMatch(/ lang="zh-CN"/);
    expect(cardTag(html, "Mass production")).toBeDefined();
    expect(cardTag(html, "Mass production")).not.toMatch(/ lang=/);
  });

  it("links an article's breadcrumb, category and neighbours under /en, marking one shown in Chinese", () => {
    const html = articlePage({
      ...article,
      lang: "en",
      title: "Mass production",
      prev: { id: 6, title: "Earlier news", lang: "en" },
      next: null,
    });
    expect(breadcrumbHome(html)).toBe("/en/");
    expect(html).toContain('href="/en/list?cid=1"');
    expect(html).toContain('<a href="/en/article/6">Earlier news</a>');
    expect(html).toContain('<form class="search-box__form" action="/en/search" method="get">');
    expect(html).toMatch(/<article class="article" data-testid="article" data-article-id="7">/);
    expect(articlePage(article)).toMatch(/<article class="article"[^>]* lang="zh-CN">/);
  });
});
