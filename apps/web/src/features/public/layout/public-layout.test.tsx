import { BRAND_DEFAULTS } from "@corp/domain/brand/brand";
import type { PublicPageData } from "@corp/server/public-page";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PublicPageProvider, publicPageContext } from "../page/page-context.tsx";
import { PublicLayout } from "./public-layout.tsx";

const menu = (
  id: number,
  title: string,
  path: string,
  children: PublicPageData["common"]["menuArr"] = [],
) => ({
  id,
  pid: 0,
  title,
  title_en: "",
  thumb: "",
  path,
  children,
});

function page(overrides: Partial<PublicPageData> = {}): PublicPageData {
  return {
    content: { page: "notFound" },
    status: 200,
    lang: "zh-cn",
    languages: ["zh-cn", "en"],
    origin: "https://site.test",
    pathname: "/list",
    search: {},
    common: {
      menuArr: [
        menu(1, "首页", "/"),
        menu(2, "新闻中心", "/list", [{ ...menu(3, "公司新闻", "/list?cid=1"), pid: 2 }]),
      ],
      linkArr: [{ id: 7, title: "示例", link: "https://example.com" }],
    },
    site: {
      siteName: "澄芯科技",
      recordNumber: "苏ICP备2024000000号-1",
      addr: "苏州工业园区",
      fwrx: "400-800-8888",
      logo: "/static/images/logo.png",
      logo2: "/static/images/logo2.png",
      logo_footer: "",
      wx_qr: "/static/images/wx_qr.png",
      headNav: [],
    } as unknown as PublicPageData["site"],
    openMemberCenter: false,
    leadForm: {
      fields: [
        { name: "name", required: true },
        { name: "message", required: true },
      ],
      privacyLink: "",
      privacyText: "",
    },
    brand: BRAND_DEFAULTS,
    meta: {} as PublicPageData["meta"],
    ...overrides,
  };
}

const renderLayout = (data: PublicPageData) =>
  renderToString(
    <PublicPageProvider value={publicPageContext(data)}>
      <PublicLayout>
        <h1>内容</h1>
      </PublicLayout>
    </PublicPageProvider>,
  );

describe("PublicLayout", () => {
  it("frames the page: skip link, header, main and footer", () => {
    const html = renderLayout(page());
    expect(html).toMatch(/<a class="skip-link" href="#main">跳到主要内容<\/a><header class="site-header">/);
    expect(html).toContain('<main id="main" class="site-main" tabindex="-1"><h1>内容</h1></main><footer');
  });

  it("renders the unscrolled header with the logo, the menu with the current item, and a search form", () => {
    const html = renderLayout(page());
    expect(html).not.toContain("data-scrolled");
    expect(html).toContain('src="https://site.test/static/images/logo.png" alt="澄芯科技"');
    expect(html).toMatch(
      /<a href="\/list\?mid=2&amp;pid=0" class="desktop-menu__link" data-active="" aria-current="true">/,
    );
    expect(html).toMatch(/<form class="search-box__form" action="\/search" method="get">/);
  });

  it("holds each island with the props it is hydrated with", () => {
    const html = renderLayout(page());
    for (const name of [
      "language-switch",
      "header-state",
      "popup-menu",
      "mobile-menu",
      "friend-links",
      "qr-hover",
      "top-button",
    ])
      expect(html).toContain(`data-island="${name}"`);
    expect(html).not.toContain('href="/user"');
  });

  it("adds the member centre link when the site has one, and leaves out the QR button without a code", () => {
    const html = renderLayout(page({ openMemberCenter: true, site: { ...page().site, wx_qr: "" } }));
    expect(html).toContain('href="/user"');
    expect(html).toContain("会员中心");
    expect(html).not.toContain('data-island="qr-hover"');
  });

  it("renders the footer's texts of SPEC §2", () => {
    const html = renderLayout(page());
    expect(html).toContain("Copyright@ 2024-2034 版权所有");
    expect(html).toContain("备案号：");
    expect(html).toContain("苏ICP备2024000000号-1");
    expect(html).toContain('href="tel:4008008888"');
    expect(html).toContain("友情链接：下拉选择");
  });

  it("speaks the page's language", () => {
    const html = renderLayout(page({ lang: "en" }));
    expect(html).toContain("Skip to main content");
    expect(html).toContain('aria-label="Main navigation"');
  });

  it("shows the header's own links, a page of the site under its title in the visitor's language", () => {
    const video = {
      id: 9,
      pid: 0,
      type: "nav" as const,
      name: "video",
      title: "视频演示",
      path: "video",
      icon: "",
      menu_type: null,
      url: "",
      component: "",
      keepalive: 0 as const,
      extend: "none" as const,
      children: [],
    };
    const site = (lang: "zh-cn" | "en") =>
      renderLayout(page({ lang, site: { ...page().site, headNav: [video] } }));
    expect(site("zh-cn")).toContain('<a class="site-header__extra-link" href="/video">视频演示</a>');
    expect(site("en")).toContain('<a class="site-header__extra-link" href="/en/video">Video demo</a>');
    expect(renderLayout(page())).not.toContain("site-header__extra");
  });
});
