import type { Schemas } from "@corp/contract/types";
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { PublicPageProvider, publicPageContext } from "../page/page-context.tsx";
import { testPageData } from "../page/test-page-data.ts";
import { MarkedText, SearchPage } from "./search-page.tsx";

type Results = Schemas["SearchResultData"];

const hit: Results["list"][number] = {
  id: 7,
  title: "澄芯芯片量产",
  summary: "首批芯片交付客户",
  image: "",
  publish_time: 1_795_309_200,
  category: { id: 1, name: "公司新闻", name_en: "Company News" },
  titleMarks: [
    { text: "澄芯", hit: false },
    { text: "芯片", hit: true },
    { text: "量产", hit: false },
  ],
  summaryMarks: [],
};

function renderPage(keywords: string, results: Results | undefined, wrap?: (page: ReactNode) => ReactNode) {
  const route = { page: "search", keywords, pageNo: results?.page ?? 1 } as const;
  const data = testPageData(
    { page: "search", route, results },
    { pathname: "/search", search: keywords ? { keywords } : {} },
  );
  const page = <SearchPage route={route} results={results} />;
  return render(
    <PublicPageProvider value={publicPageContext(data)}>{wrap ? wrap(page) : page}</PublicPageProvider>,
  );
}

describe("MarkedText", () => {
  it("puts the matched parts, and only those, in <mark>", () => {
    const { container } = render(
      <p>
        <MarkedText marks={hit.titleMarks} />
      </p>,
    );
    expect(container.textContent).toBe("澄芯芯片量产");
    expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["芯片"]);
  });
});

describe("SearchPage", () => {
  it("shows the count, each result with its marks and a link to the article, and the pages", () => {
    renderPage("芯片", { q: "芯片", total: 25, page: 2, limit: 10, list: [hit] });
    expect(screen.getByRole("heading", { level: 1, name: "搜索" })).toBeTruthy();
    expect(screen.getByTestId("search-summary").textContent).toBe("找到 25 条与“芯片”相关的结果");
    const result = screen.getByTestId("search-result");
    expect(within(result).getByRole("link").getAttribute("href")).toBe("/article/7");
    expect([...result.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["芯片"]);
    // A summary without marks is shown whole.
    expect(within(result).getByText("首批芯片交付客户")).toBeTruthy();
    expect(within(result).getByText("公司新闻")).toBeTruthy();
    expect(screen.getByRole("link", { name: "上一页" }).getAttribute("href")).toBe(
      "/search?keywords=%E8%8A%AF%E7%89%87",
    );
    expect(screen.getByRole("link", { name: "下一页" }).getAttribute("href")).toBe(
      "/search?keywords=%E8%8A%AF%E7%89%87&page=3",
    );
  });

  it("keeps the keywords in its own search form, a plain GET form to /search", () => {
    const { container } = renderPage("芯片", { q: "芯片", total: 1, page: 1, limit: 10, list: [hit] });
    const form = container.querySelector(".search-form form");
    expect(form?.getAttribute("action")).toBe("/search");
    expect(form?.getAttribute("method")).toBe("get");
    const input = screen.getByRole("searchbox", { name: "关键字搜索" }) as HTMLInputElement;
    expect(input.name).toBe("keywords");
    expect(input.value).toBe("芯片");
    expect(screen.getByRole("button", { name: "搜索" }).getAttribute("type")).toBe("submit");
    expect(screen.queryByRole("navigation", { name: "分页" })).toBeNull();
  });

  it("says when nothing matched", () => {
    renderPage("无此内容", { q: "无此内容", total: 0, page: 1, limit: 10, list: [] });
    expect(screen.getByTestId("search-summary").textContent).toBe(
      "没有找到与“无此内容”相关的内容，请换个关键字试试",
    );
    expect(screen.queryByTestId("search-result")).toBeNull();
  });

  it("asks for keywords when there are none", () => {
    renderPage("", undefined);
    expect(screen.getByText("请输入关键字后再搜索")).toBeTruthy();
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("");
    expect(screen.queryByTestId("search-summary")).toBeNull();
  });
});
