import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TopButton } from "./top-button.tsx";

describe("TopButton", () => {
  afterEach(() => {
    Reflect.deleteProperty(window, "scrollY");
  });

  it("shows TOP, is named 返回顶部 too, and scrolls to the top over 2000 ms", () => {
    // Frames are run by hand: the scroll's position at each moment shows its length.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((frame) => frames.push(frame));
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    Object.defineProperty(window, "scrollY", { value: 1000, configurable: true });
    render(<TopButton text="TOP" label="返回顶部" />);
    const button = screen.getByRole("button", { name: /返回顶部/ });
    expect(button.textContent).toContain("TOP");
    fireEvent.click(button);
    for (const time of [0, 1000, 2000]) frames.shift()?.(time);
    expect(scrollTo.mock.calls.map(([, y]) => y)).toEqual([1000, 500, 0]);
    expect(frames).toEqual([]);
  });
});
