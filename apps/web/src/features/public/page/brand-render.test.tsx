// @vitest-environment node

import type { Schemas } from "@corp/contract/types";
import { BRAND_DEFAULTS, type Brand } from "@corp/domain/brand/brand";
import { describe, expect, it } from "vitest";
import { renderPublicPage } from "./render.tsx";
import { testPageData } from "./test-page-data.ts";

const home: Schemas["PortalHomeData"] = {
  banners: [],
  news: [],
  topics: [],
  company: { name: "测试科技有限公司", name_en: "Test Tech", slogan: "", summary: "", image: "" },
};
const assets = { css: ["/assets/islands-1.css"], script: undefined, preload: [] };
function render(brand: Partial<Brand>, content: Parameters<typeof testPageData>[0] = { page: "home", home }) {
  const page = testPageData(content, { brand: { ...BRAND_DEFAULTS, ...brand } });
  page.site = { ...page.site, logo2: "/static/images/logo2.png" };
  return renderPublicPage(page, assets).html;
}

// Issue 48, item 1: the brand settings reach every page as custom properties, the header and footer styles.
describe("a page's brand", () => {
  it("writes no style for the current design, and the changed properties after the stylesheet", () => {
    expect(render({})).not.toContain("<style");
    const html = render({ primary: "#c8102e", radius: "large" });
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? "";
    expect(style).toContain("--brand-primary-600:#c8102e");
    expect(style).toContain("--brand-radius-md:0.75rem");
    expect(html.indexOf("<style>")).toBeGreaterThan(html.indexOf('<link rel="stylesheet"'));
  });

  it("lays a transparent header over the home page only, with the dark background's logo", () => {
    const homePage = render({ header: "transparent" });
    expect(homePage).toContain('class="site-header site-header--transparent"');
    const logo = /<img[^>]*class="site-header__logo"[^>]*>/.exec(homePage)?.[0];
    expect(logo).toContain("logo2.png");
    expect(/<img[^>]*class="site-header__logo"[^>]*>/.exec(render({}))?.[0]).not.toContain("logo2.png");
    expect(render({ header: "transparent" }, { page: "video" })).toContain('<header class="site-header">');
    expect(render({})).toContain('<header class="site-header">');
  });

  it("leaves the menu sections out of a simple footer", () => {
    expect(render({})).toContain("site-footer__menus");
    const simple = render({ footer: "simple" });
    expect(simple).toContain('class="site-footer site-footer--simple"');
    expect(simple).not.toContain("site-footer__menus");
  });

  it("links the icon and touch icon resized from the uploaded picture, else the product's own", () => {
    expect(render({})).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    const html = render({ icon: "/storage/default/2026/12/icon.png" });
    expect(html).toContain('<link rel="icon" href="/storage/default/2026/12/icon.png?s=32" sizes="32x32">');
    expect(html).toContain('<link rel="apple-touch-icon" href="/storage/default/2026/12/icon.png?s=180">');
    expect(html).not.toContain("favicon.svg");
  });
});
