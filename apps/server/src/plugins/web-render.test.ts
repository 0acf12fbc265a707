import { describe, expect, it } from "vitest";
import { composePage, isPublicPath } from "./web-render.ts";

describe("isPublicPath", () => {
  it("keeps the admin area and the member centre out of server rendering", () => {
    for (const path of ["/", "/index", "/article/1", "/us/company", "/users", "/administration"])
      expect(isPublicPath(path), path).toBe(true);
    for (const path of ["/admin", "/admin/login", "/ADMIN/x", "/user", "/user/login"])
      expect(isPublicPath(path), path).toBe(false);
  });
});

describe("composePage", () => {
  it("puts the title, head tags, markup and state into the shell", () => {
    const shell = `<html lang="zh-CN"><head><title></title></head><body><div id="root"></div></body></html>`;
    const html = composePage(
      shell,
      {
        status: 200,
        html: "<main>正文</main>",
        title: "文章 - 站点",
        head: '<link rel="canonical" href="https://x/" />',
        state: '{"lang":"zh-cn"}',
      },
      "zh-cn",
    );
    expect(html).toContain("<title>文章 - 站点</title>");
    expect(html).toContain('<link rel="canonical" href="https://x/" />');
    expect(html).toContain('<div id="root"><main>正文</main></div>');
    expect(html).toContain('<script id="ssr-state" type="application/json">{"lang":"zh-cn"}</script>');
    expect(html).toContain('<html lang="zh-CN">');
  });

  it("marks the document with the language it was rendered in", () => {
    const shell = `<html lang="zh-CN"><head><title></title></head><body><div id="root"></div></body></html>`;
    const page = { status: 200, html: "<main>Text</main>", title: "t", head: "", state: "{}" };
    expect(composePage(shell, page, "en")).toMatch(/^<html lang="en">/);
  });
});
