import { act, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MobileMenu, type MobileMenuProps } from "./mobile-menu.tsx";

const leaf = (id: number, pid: number, title: string, children: MobileMenuProps["items"] = []) => ({
  id,
  pid,
  title,
  title_en: "",
  thumb: "",
  path: `/p${id}`,
  children,
});

const props: MobileMenuProps = {
  items: [
    leaf(1, 0, "首页"),
    leaf(2, 0, "关于我们", [leaf(3, 2, "发展历程", [leaf(4, 3, "二〇二四", [leaf(5, 4, "第四层")])])]),
  ],
  lang: "zh-cn",
  activeIds: [2, 3],
  texts: {
    open: "打开菜单",
    close: "关闭菜单",
    title: "主导航",
    searchLabel: "关键字搜索",
    searchPlaceholder: "请输入关键字搜索",
    searchSubmit: "搜索",
  },
  language: {
    lang: "zh-cn",
    label: "切换语言",
    options: [
      { code: "zh-cn", name: "简体中文", href: "/" },
      { code: "en", name: "English", href: "/en/" },
    ],
  },
};

describe("MobileMenu", () => {
  it("renders the drawer as a popover the button opens without a script, holding search, menu and language", () => {
    const html = renderToString(<MobileMenu {...props} />);
    expect(html).toMatch(/<button[^>]*popoverTarget="site-mobile-menu"[^>]*aria-label="打开菜单"/i);
    expect(html).toMatch(/id="site-mobile-menu" popover="auto" role="dialog"/);
    expect(html).toContain('action="/search"');
    expect(html).toContain('name="keywords"');
    expect(html).toContain('aria-label="切换语言"');
  });

  it("lists the menu three levels deep, marking the current page's trail", () => {
    render(<MobileMenu {...props} />);
    const nav = screen.getByRole("navigation", { name: "主导航", hidden: true });
    const link = (name: string) => within(nav).queryByRole("link", { name, hidden: true });
    expect(link("二〇二四")?.getAttribute("href")).toBe("/p4?mid=4&pid=3");
    expect(link("第四层")).toBeNull();
    expect(link("关于我们")?.getAttribute("aria-current")).toBe("true");
    expect(link("发展历程")?.getAttribute("aria-current")).toBe("true");
    expect(link("首页")?.hasAttribute("aria-current")).toBe(false);
  });

  it("moves focus to its close button when it opens", () => {
    render(<MobileMenu {...props} />);
    const drawer = screen.getByRole("dialog", { hidden: true });
    act(() => {
      drawer.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
    });
    expect(drawer.getAttribute("data-state")).toBe("open");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("关闭菜单");
  });
});
