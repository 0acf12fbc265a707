// @vitest-environment node
import type { MenuRule } from "@corp/contract/types";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeadNav, headNavHref } from "./head-nav.tsx";

const rule = (over: Partial<MenuRule>): MenuRule => ({
  id: 1,
  pid: 0,
  type: "nav",
  name: "video",
  title: "视频演示",
  path: "video",
  icon: "",
  menu_type: null,
  url: "",
  component: "",
  keepalive: 0,
  extend: "none",
  children: [],
  ...over,
});

describe("HeadNav", () => {
  it("links a site path, and a link rule's address in a new window", () => {
    expect(headNavHref(rule({}), "zh-cn")).toEqual({ href: "/video", external: false });
    expect(headNavHref(rule({ menu_type: "link", url: "https://partner.example.com" }), "zh-cn")).toEqual({
      href: "https://partner.example.com",
      external: true,
    });
    expect(headNavHref(rule({ menu_type: "link", url: "javascript:alert(1)", path: "x" }), "zh-cn")).toEqual({
      href: "/x",
      external: false,
    });
  });

  it("writes one link per rule, titled as asked, and nothing without rules", () => {
    const html = renderToString(
      <HeadNav
        items={[
          rule({}),
          rule({ id: 2, title: "合作伙伴", menu_type: "link", url: "https://p.example.com" }),
        ]}
        titleOf={(item) => (item.path === "video" ? "Video demo" : item.title)}
        lang="zh-cn"
      />,
    );
    expect(html).toContain('<a class="site-header__extra-link" href="/video">Video demo</a>');
    expect(html).toContain('href="https://p.example.com" target="_blank" rel="noopener noreferrer"');
    expect(renderToString(<HeadNav items={[]} titleOf={(item) => item.title} lang="zh-cn" />)).toBe("");
  });

  it("leads an English header link to the site path under /en, and a link rule's address as it is", () => {
    expect(headNavHref(rule({}), "en")).toEqual({ href: "/en/video", external: false });
    expect(headNavHref(rule({ path: "/us/company" }), "en").href).toBe("/en/us/company");
    expect(headNavHref(rule({ menu_type: "link", url: "https://partner.example.com" }), "en")).toEqual({
      href: "https://partner.example.com",
      external: true,
    });
    const html = renderToString(<HeadNav items={[rule({})]} titleOf={() => "Video demo"} lang="en" />);
    expect(html).toContain('<a class="site-header__extra-link" href="/en/video">Video demo</a>');
  });
});
