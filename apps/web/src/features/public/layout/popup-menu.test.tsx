import type { PublicMenuItem } from "@corp/contract/types";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PopupMenu, type PopupMenuProps } from "./popup-menu.tsx";

const item = (
  id: number,
  title: string,
  title_en: string,
  thumb: string,
  children: PublicMenuItem[] = [],
) => ({
  id,
  pid: 0,
  title,
  title_en,
  thumb,
  path: `/p${id}`,
  children,
});

const props: PopupMenuProps = {
  items: [
    item(1, "首页", "Home", "/uploads/home.jpg"),
    item(2, "关于我们", "About us", "", [{ ...item(3, "公司简介", "Company", ""), pid: 2 }]),
  ],
  lang: "zh-cn",
  origin: "https://site.test",
  siteName: "澄芯科技",
  hotline: "400-800-8888",
  qr: "https://site.test/qr.png",
  texts: {
    open: "打开全屏菜单",
    close: "关闭全屏菜单",
    title: "全屏菜单",
    searchLabel: "关键字搜索",
    searchPlaceholder: "请输入关键字搜索",
    searchSubmit: "搜索",
    hotline: "服务热线：",
    qrCode: "微信二维码",
    scanQr: "扫码关注",
  },
};

/** What the browser does when the popover opens or closes (happy-dom has no popover API). */
function toggle(newState: "open" | "closed") {
  act(() => {
    screen.getByTestId("popup-menu").dispatchEvent(Object.assign(new Event("toggle"), { newState }));
  });
}

describe("PopupMenu", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is a popover the button opens declaratively, closed and complete in the server's markup", () => {
    const html = renderToString(<PopupMenu {...props} />);
    expect(html).toMatch(/<button[^>]*popoverTarget="site-popup-menu"[^>]*data-testid="popup-open"/i);
    expect(html).toMatch(/id="site-popup-menu" popover="auto" role="dialog"/);
    expect(html).toContain('data-state="closed"');
    expect(html).toContain('href="/p2?mid=2&amp;pid=0"');
    expect(html).toContain('action="/search"');
  });

  it("starts on the current page's section and shows its English title and background", () => {
    render(<PopupMenu {...props} activeId={1} />);
    expect(screen.getByTestId("popup-title-en").textContent).toBe("Home");
    const background = screen.getByTestId("popup-background");
    expect(background.getAttribute("data-thumb")).toBe("/uploads/home.jpg");
    expect(background.getAttribute("style")).toContain("https://site.test/uploads/home.jpg");
  });

  it("makes the hovered or focused section active, with its children", () => {
    render(<PopupMenu {...props} />);
    const [home, about] = screen.getAllByTestId("popup-item");
    fireEvent.mouseEnter(about as HTMLElement);
    expect(about?.hasAttribute("data-active")).toBe(true);
    expect(home?.hasAttribute("data-active")).toBe(false);
    expect(screen.getByTestId("popup-title-en").textContent).toBe("About us");
    expect(screen.getByRole("link", { name: "公司简介" }).getAttribute("href")).toBe("/p3?mid=3&pid=2");
    expect(screen.queryByTestId("popup-background")).toBeNull();
    fireEvent.focus(screen.getByRole("link", { name: "首页" }));
    expect(screen.getByTestId("popup-title-en").textContent).toBe("Home");
  });

  it("follows the popover's state and moves focus to the close button, then back to the opener", () => {
    render(<PopupMenu {...props} />);
    const panel = screen.getByTestId("popup-menu");
    toggle("open");
    expect(panel.getAttribute("data-state")).toBe("open");
    expect(document.activeElement).toBe(screen.getByTestId("popup-close"));
    toggle("closed");
    expect(panel.getAttribute("data-state")).toBe("closed");
    expect(document.activeElement).toBe(screen.getByTestId("popup-open"));
  });

  it("closes on a click on its empty ground, not on a click on its content", () => {
    const hide = vi.fn();
    render(<PopupMenu {...props} />);
    const panel = screen.getByTestId("popup-menu");
    Object.assign(panel, { hidePopover: hide });
    fireEvent.click(screen.getByTestId("popup-title-en"));
    expect(hide).not.toHaveBeenCalled();
    fireEvent.click(panel.querySelector(".popup-menu__body") as HTMLElement);
    expect(hide).toHaveBeenCalledOnce();
  });

  it("keeps Tab inside the open panel", () => {
    vi.spyOn(HTMLElement.prototype, "getClientRects").mockReturnValue([new DOMRect(0, 0, 10, 10)] as never);
    render(<PopupMenu {...props} />);
    const panel = screen.getByTestId("popup-menu");
    const controls = [...panel.querySelectorAll<HTMLElement>("a[href], button, input")];
    const first = controls[0] as HTMLElement;
    const last = controls.at(-1) as HTMLElement;
    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
