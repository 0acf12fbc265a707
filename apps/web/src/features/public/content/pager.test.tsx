import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PublicPageProvider, publicPageContext } from "../page/page-context.tsx";
import { testPageData } from "../page/test-page-data.ts";
import { Pager, pageHref } from "./pager.tsx";

describe("pageHref", () => {
  it("keeps the other query values and leaves page 1 without a page value", () => {
    expect(pageHref("/list", { cid: "2", mid: "3" }, 4)).toBe("/list?cid=2&mid=3&page=4");
    expect(pageHref("/list", { cid: "2", page: "4" }, 1)).toBe("/list?cid=2");
    expect(pageHref("/list", {}, 1)).toBe("/list");
  });
});

describe("Pager", () => {
  const show = (page: number, total: number) =>
    render(
      <PublicPageProvider value={publicPageContext(testPageData({ page: "home", home: undefined as never }))}>
        <Pager page={page} total={total} limit={10} pathname="/search" search={{ keywords: "芯片" }} />
      </PublicPageProvider>,
    );

  it("links the neighbouring pages and shows the position", () => {
    show(2, 35);
    expect(screen.getByRole("link", { name: /上一页/ }).getAttribute("href")).toBe(
      "/search?keywords=%E8%8A%AF%E7%89%87",
    );
    expect(screen.getByRole("link", { name: /下一页/ }).getAttribute("href")).toBe(
      "/search?keywords=%E8%8A%AF%E7%89%87&page=3",
    );
    expect(screen.getByTestId("pager-status").textContent).toBe("第 2 / 4 页");
  });

  it("links the pages in the page's language", () => {
    render(
      <PublicPageProvider
        value={publicPageContext(
          testPageData({ page: "home", home: undefined as never }, { lang: "en", pathname: "/en/list" }),
        )}
      >
        <Pager page={2} total={35} limit={10} pathname="/list" search={{ cid: "2" }} />
      </PublicPageProvider>,
    );
    expect(screen.getByRole("link", { name: /Previous/ }).getAttribute("href")).toBe("/en/list?cid=2");
    expect(screen.getByRole("link", { name: /Next/ }).getAttribute("href")).toBe("/en/list?cid=2&page=3");
  });

  it("has no link past either end, and nothing at all for one page", () => {
    show(4, 35);
    expect(screen.queryByRole("link", { name: /下一页/ })).toBeNull();
    expect(screen.getByText("下一页").closest("[aria-disabled]")).not.toBeNull();
    const single = show(1, 5);
    expect(single.container.querySelector("nav")).toBeNull();
  });
});
