import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Countdown } from "./countdown.tsx";

const texts = { text: "{{seconds}} 秒后自动返回首页", home: "返回首页", back: "返回上一页", homeHref: "/" };

describe("Countdown", () => {
  afterEach(() => vi.useRealTimers());

  it("renders the full count and a plain link home on the server", () => {
    const html = renderToString(<Countdown {...texts} />);
    expect(html).toContain("10 秒后自动返回首页");
    expect(html).toMatch(/<a class="button" href="\/">.*返回首页<\/a>/);
  });

  it("leads to the home page of the page's language", () => {
    const html = renderToString(<Countdown {...texts} homeHref="/en/" />);
    expect(html).toMatch(/<a class="button" href="\/en\/">/);
  });

  it("shows the seconds left and goes home at zero, replacing the page in the history", () => {
    vi.useFakeTimers();
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => undefined);
    render(<Countdown {...texts} seconds={3} />);
    expect(screen.getByText("3 秒后自动返回首页")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("2 秒后自动返回首页")).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText("0 秒后自动返回首页")).toBeTruthy();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith("/");
  });

  it("steps back through the history, or goes home when there is nothing to go back to", () => {
    const back = vi.spyOn(window.history, "back").mockImplementation(() => undefined);
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const length = vi.spyOn(window.history, "length", "get").mockReturnValue(3);
    render(<Countdown {...texts} />);
    fireEvent.click(screen.getByRole("button", { name: "返回上一页" }));
    expect(back).toHaveBeenCalledTimes(1);
    length.mockReturnValue(1);
    fireEvent.click(screen.getByRole("button", { name: "返回上一页" }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/");
  });
});
