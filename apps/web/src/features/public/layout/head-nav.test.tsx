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
    expect(headNavHref(rule({}))).toEqual({ href: "/video", external: false });
    expect(headNavHref(rule({ menu_type: "link", url: "https://partner.example.com" }))).toEqual({
      href: "https://partner.example.com",
      external: true,
    });
    expect(headNavHref(rule({ menu_type: "link", url: "javascript:alert(1)", path: "x" }))).toEqual({
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
      />,
    );
    expect(html).toContain('<a class="site-header__extra-link" href="/video">Video demo</a>');
    expect(html).toContain('href="https://p.example.com" target="_blank" rel="noopener noreferrer"');
    expect(renderToString(<HeadNav items={[]} titleOf={(item) => item.title} />)).toBe("");
  });
});
