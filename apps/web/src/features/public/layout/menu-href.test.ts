import { describe, expect, it } from "vitest";
import { menuHref, menuTitle } from "./menu-href.ts";

describe("menuHref", () => {
  it("adds mid and pid to the item's path", () => {
    expect(menuHref({ id: 7, pid: 2, path: "/us/company" }, "zh-cn")).toEqual({
      external: false,
      href: "/us/company?mid=7&pid=2",
    });
  });

  it("accepts a path without a leading slash or with its own query", () => {
    expect(menuHref({ id: 3, pid: 0, path: "list?type=news" }, "zh-cn").href).toBe(
      "/list?type=news&mid=3&pid=0",
    );
  });

  it("keeps a section anchor after the query", () => {
    expect(menuHref({ id: 5, pid: 2, path: "/us/company#culture" }, "zh-cn").href).toBe(
      "/us/company?mid=5&pid=2#culture",
    );
  });

  it("opens a full URL as it is", () => {
    expect(menuHref({ id: 1, pid: 0, path: "https://example.com/a" }, "zh-cn")).toEqual({
      external: true,
      href: "https://example.com/a",
    });
  });

  it("puts an internal path under /en in English, keeping mid and pid, and leaves a full URL as it is", () => {
    expect(menuHref({ id: 3, pid: 0, path: "/list?cid=2" }, "en")).toEqual({
      external: false,
      href: "/en/list?cid=2&mid=3&pid=0",
    });
    expect(menuHref({ id: 5, pid: 2, path: "us/company#culture" }, "en").href).toBe(
      "/en/us/company?mid=5&pid=2#culture",
    );
    expect(menuHref({ id: 1, pid: 0, path: "https://example.com/a" }, "en")).toEqual({
      external: true,
      href: "https://example.com/a",
    });
  });

  it("answers each language its own link for the same item", () => {
    const item = { id: 4, pid: 2, path: "/us/history" };
    expect(menuHref(item, "en").href).toBe("/en/us/history?mid=4&pid=2");
    expect(menuHref(item, "zh-cn").href).toBe("/us/history?mid=4&pid=2");
  });
});

describe("menuTitle", () => {
  it("picks the English title in English when there is one", () => {
    expect(menuTitle({ title: "关于我们", title_en: "About" }, "en")).toBe("About");
    expect(menuTitle({ title: "关于我们", title_en: "" }, "en")).toBe("关于我们");
    expect(menuTitle({ title: "关于我们", title_en: "About" }, "zh-cn")).toBe("关于我们");
  });
});
