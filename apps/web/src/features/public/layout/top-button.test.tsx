import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TopButton } from "./top-button.tsx";

const scrollToTop = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/scroll/scroll-to-top.ts", () => ({ TOP_BUTTON_SCROLL_MS: 2000, scrollToTop }));

describe("TopButton", () => {
  it("shows TOP, is named 返回顶部 too, and scrolls to the top over 2000 ms", () => {
    render(<TopButton text="TOP" label="返回顶部" />);
    const button = screen.getByRole("button", { name: /返回顶部/ });
    expect(button.textContent).toContain("TOP");
    fireEvent.click(button);
    expect(scrollToTop).toHaveBeenCalledWith(2000);
  });
});
