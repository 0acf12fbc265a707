import type { Schemas } from "@corp/contract/types";
import type { PublicPageContent } from "@corp/server/public-page";
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { PublicPageProvider, publicPageContext } from "../page/page-context.tsx";
import { testPageData } from "../page/test-page-data.ts";
import { CompanyPage } from "./company-page.tsx";
import { ContactPage } from "./contact-page.tsx";
import { HistoryPage } from "./history-page.tsx";

const pageData = (overrides: Partial<Schemas["PortalPageData"]> = {}): Schemas["PortalPageData"] => ({
  page: {
    lang: "zh-cn",
    slug: "company",
    title: "公司简介",
    title_en: "Company Profile",
    content: '<h2 id="profile">公司简介</h2><p>简介正文</p><h2 id="culture">企业文化</h2><p>文化正文</p>',
    image: "/static/images/page/company.jpg",
    keywords: "",
    description: "",
  },
  timeline: [],
  contact: { addr: "江苏省苏州市", email: "hello@example.com", fwrx: "400-000 0000", zipcode: "" },
  ...overrides,
});

function renderIn(content: PublicPageContent, pathname: string, body: ReactNode) {
  const page = testPageData(content, { pathname });
  return render(<PublicPageProvider value={publicPageContext(page)}>{body}</PublicPageProvider>);
}

describe("CompanyPage", () => {
  it("shows the page's picture and text with the ids the menu's anchors land on", () => {
    const content = pageData();
    const { container } = renderIn(
      { page: "company", content },
      "/us/company",
      <CompanyPage content={content} />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "关于我们" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "公司简介" }).getAttribute("src")).toBe(
      "/static/images/page/company.jpg",
    );
    expect(container.querySelector("#culture")?.textContent).toBe("企业文化");
  });
});

describe("HistoryPage", () => {
  it("lists the entries in the order given, each with its date, title and text", () => {
    const content = pageData({
      timeline: [
        {
          lang: "zh-cn",
          id: 2,
          title: "走向全球",
          content: "<p>新加坡子公司成立</p>",
          image: "",
          event_date: "2025",
        },
        {
          lang: "zh-cn",
          id: 1,
          title: "公司成立",
          content: "<p>在苏州起步</p>",
          image: "/static/a.jpg",
          event_date: "2012",
        },
      ],
    });
    renderIn({ page: "history", content }, "/us/history", <HistoryPage content={content} />);
    const timeline = screen.getByRole("list", { name: "发展历程时间线" });
    const entries = within(timeline).getAllByRole("listitem");
    expect(entries.map((entry) => entry.querySelector("time")?.textContent)).toEqual(["2025", "2012"]);
    expect(
      within(entries[0] as HTMLElement).getByRole("heading", { level: 2, name: "走向全球" }),
    ).toBeTruthy();
    expect(entries[0]?.querySelector("img")).toBeNull();
    expect(entries[1]?.textContent).toContain("在苏州起步");
  });
});

describe("ContactPage", () => {
  it("shows the contact data that is set, with mail and telephone links", () => {
    const content = pageData();
    renderIn({ page: "contact", content }, "/contact", <ContactPage content={content} />);
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    expect(terms).toEqual(["地址", "电子邮箱", "服务热线"]);
    expect(screen.getByRole("link", { name: "hello@example.com" }).getAttribute("href")).toBe(
      "mailto:hello@example.com",
    );
    expect(screen.getByRole("link", { name: "400-000 0000" }).getAttribute("href")).toBe("tel:4000000000");
  });
});
