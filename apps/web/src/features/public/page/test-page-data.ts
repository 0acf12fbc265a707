import { BRAND_DEFAULTS } from "@corp/domain/brand/brand";
import type { PublicPageContent, PublicPageData } from "@corp/server/public-page";

/** A public page's data for tests: a small site with a two-level menu and a friendly link. */
export function testPageData(
  content: PublicPageContent,
  overrides: Partial<PublicPageData> = {},
): PublicPageData {
  return {
    content,
    status: content.page === "notFound" ? 404 : 200,
    lang: "zh-cn",
    languages: content.page === "notFound" ? [] : ["zh-cn", "en"],
    origin: "https://www.example.com",
    pathname: "/",
    search: {},
    common: {
      menuArr: [
        { id: 1, pid: 0, title: "首页", title_en: "Home", thumb: "", path: "/", children: [] },
        {
          id: 2,
          pid: 0,
          title: "关于我们",
          title_en: "About Us",
          thumb: "/static/images/menu/about.jpg",
          path: "/us/company",
          children: [
            {
              id: 3,
              pid: 2,
              title: "发展历程",
              title_en: "History",
              thumb: "",
              path: "/us/history",
              children: [],
            },
          ],
        },
      ],
      linkArr: [{ id: 1, title: "合作伙伴", link: "https://partner.example.com" }],
    },
    site: {
      siteName: "测试科技",
      recordNumber: "苏ICP备00000000号-1",
      version: "1.0.0",
      cdnUrl: "",
      apiUrl: "",
      addr: "江苏省苏州市",
      email: "hello@example.com",
      fwrx: "400-000-0000",
      zipcode: "215000",
      logo: "/static/images/logo.png",
      logo2: "",
      logo_footer: "",
      wx_qr: "/static/images/qr.png",
      search_bg: "",
      timeZone: "Asia/Shanghai",
      upload: { mode: "local", maxSize: 10_485_760, allowedSuffixes: [], allowedMimeTypes: [] },
      headNav: [],
      initialize: false,
      userInitialize: false,
    },
    openMemberCenter: true,
    leadForm: {
      fields: [
        { name: "name", required: true },
        { name: "message", required: true },
      ],
      privacyLink: "",
      privacyText: "",
    },
    brand: BRAND_DEFAULTS,
    meta: { path: "/", title: "", keywords: "", description: "" },
    ...overrides,
  };
}
