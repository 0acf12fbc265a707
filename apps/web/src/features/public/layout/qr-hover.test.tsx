import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QrHover } from "./qr-hover.tsx";

const props = { src: "https://site.test/qr.png", label: "微信二维码", caption: "扫码关注" };

describe("QrHover", () => {
  it("is a button named by its text; the code picture carries the same name", () => {
    render(<QrHover {...props} />);
    expect(screen.getByRole("button", { name: "微信二维码" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "微信二维码", hidden: true }).getAttribute("src")).toBe(props.src);
    expect(screen.getByText("扫码关注")).toBeTruthy();
  });

  it("opens on a tap, and Escape hides it until focus leaves", () => {
    const { container } = render(<QrHover {...props} />);
    const wrapper = container.querySelector(".qr-hover") as HTMLElement;
    const button = screen.getByRole("button", { name: "微信二维码" });
    fireEvent.click(button);
    expect(wrapper.hasAttribute("data-open")).toBe(true);
    fireEvent.keyDown(button, { key: "Escape" });
    expect(wrapper.hasAttribute("data-open")).toBe(false);
    expect(wrapper.hasAttribute("data-dismissed")).toBe(true);
    fireEvent.blur(button);
    expect(wrapper.hasAttribute("data-dismissed")).toBe(false);
  });
});
