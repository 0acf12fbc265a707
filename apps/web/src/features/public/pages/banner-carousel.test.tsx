import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BANNER_INTERVAL_MS, BannerCarousel } from "./banner-carousel.tsx";

const banners = [1, 2, 3].map((id) => ({
  id,
  title: `标题 ${id}`,
  summary: `摘要 ${id}`,
  image: `/static/images/banner/${id}.jpg`,
  link: id === 3 ? "https://example.com/x" : `/list?cid=${id}`,
}));
const texts = { label: "焦点图", previous: "上一张", next: "下一张", slide: "第 {{index}} 张" };

const shown = () => screen.getAllByRole("group").findIndex((slide) => slide.hasAttribute("data-active"));

describe("BannerCarousel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("moves with the arrows and the dots, wrapping around, and keeps hidden slides inert", () => {
    render(<BannerCarousel banners={banners} texts={texts} />);
    expect(shown()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "上一张" }));
    expect(shown()).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: "下一张" }));
    expect(shown()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "第 2 张" }));
    expect(shown()).toBe(1);
    const slides = screen.getAllByRole("group", { hidden: true });
    expect(slides.map((slide) => slide.hasAttribute("inert"))).toEqual([true, false, true]);
    expect(screen.getByRole("button", { name: "第 2 张" }).getAttribute("aria-current")).toBe("true");
  });

  it("turns by itself and stops while the pointer is over it", () => {
    render(<BannerCarousel banners={banners} texts={texts} />);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shown()).toBe(1);
    fireEvent.mouseEnter(screen.getByTestId("banner-carousel"));
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(shown()).toBe(1);
    fireEvent.mouseLeave(screen.getByTestId("banner-carousel"));
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shown()).toBe(2);
  });

  it("links each slide's title, opening other sites in a new tab", () => {
    render(<BannerCarousel banners={banners} texts={texts} />);
    const links = screen.getAllByRole("link", { hidden: true });
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/list?cid=1",
      "/list?cid=2",
      "https://example.com/x",
    ]);
    expect(links[2]?.getAttribute("target")).toBe("_blank");
  });
});
