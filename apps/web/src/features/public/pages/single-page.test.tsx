// @vitest-environment node
import type { Schemas } from "@corp/contract/types";
import type { PublicPageData } from "@corp/server/public-page";
import { describe, expect, it } from "vitest";
import { renderPublicPage } from "../page/render.tsx";
import { testPageData } from "../page/test-page-data.ts";

const assets = { css: [], script: undefined, preload: [] };

const jobs: Schemas["PortalPageData"] = {
  page: {
    lang: "zh-cn",
    slug: "jobs",
    title: "招聘信息",
    title_en: "Careers",
    content: '<h2 id="engineers">嵌入式工程师</h2><p>负责芯片驱动开发</p>',
    image: "/static/images/page/jobs.jpg",
    keywords: "招聘,工程师",
    description: "加入澄芯科技",
  },
  timeline: [],
  contact: { addr: "", email: "", fwrx: "", zipcode: "" },
};

const render = (content: Schemas["PortalPageData"], overrides: Partial<PublicPageData> = {}) =>
  renderPublicPage(
    testPageData({ page: "singlePage", content }, { pathname: "/page/jobs", ...overrides }),
    assets,
  ).html;

describe("a single page at /page/{slug}", () => {
  it("is headed and titled by its own title, with its picture and text in the company page's look", () => {
    const html = render(jobs);
    expect(html).toContain("<title>招聘信息 - 测试科技</title>");
    expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe("招聘信息");
    expect(html).toContain('<span aria-current="page">招聘信息</span>');
    expect(html).toContain(
      '<div class="company"><img class="company__image" src="/static/images/page/jobs.jpg"',
    );
    expect(html).toContain('alt="招聘信息"');
    expect(html).toContain('<div class="rich-html company__body"><h2 id="engineers">嵌入式工程师</h2>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/page/jobs" />');
    expect(html).toContain('data-page="singlePage"');
  });

  it("gives search engines its own keywords and description, else the route's entry", () => {
    const meta = { path: "/page/jobs", title: "", keywords: "站点关键词", description: "站点描述" };
    const own = render(jobs, { meta });
    expect(own).toContain('<meta name="description" content="加入澄芯科技" />');
    expect(own).toContain('<meta name="keywords" content="招聘,工程师" />');
    const plain = render({ ...jobs, page: { ...jobs.page, keywords: "", description: "" } }, { meta });
    expect(plain).toContain('<meta name="description" content="站点描述" />');
    expect(plain).toContain('<meta name="keywords" content="站点关键词" />');
  });

  it("reads in English by its English title where it has one, and shows no picture it lacks", () => {
    const en = render(jobs, { lang: "en" });
    expect(en).toContain("<title>Careers - 测试科技</title>");
    expect(en.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe("Careers");
    const bare = render({ ...jobs, page: { ...jobs.page, title_en: "", image: "" } }, { lang: "en" });
    expect(bare.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe("招聘信息");
    expect(bare).not.toContain("company__image");
  });
});
