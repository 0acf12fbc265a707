import { describe, expect, it } from "vitest";
import { PROBLEM_PAGES, PUBLIC_PAGES } from "./public-pages.ts";
import { LIST_LAST_PAGE, matchPublicRoute, routeAddress, SEARCH_MAX_LENGTH } from "./public-route.ts";

/** An address taken apart as the server's URL parser does (percent-decoding values). */
const parse = (url: string) => {
  const [pathname = "", search = ""] = url.split("?");
  const values = new Map<string, string>();
  for (const pair of search.split("&").filter(Boolean)) {
    const [name = "", value = ""] = pair.split("=");
    if (!values.has(name)) values.set(name, decodeURIComponent(value.replace(/\+/g, " ")));
  }
  return { pathname, query: { get: (name: string) => values.get(name) ?? null } };
};

const match = (url: string) => {
  const { pathname, query } = parse(url);
  return matchPublicRoute(pathname, query);
};

describe("matchPublicRoute", () => {
  it("names the page of each public address, in any letter case and with a trailing slash", () => {
    expect(match("/")).toEqual({ page: "home" });
    expect(match("/index")).toEqual({ page: "home" });
    expect(match("/US/Company/")).toEqual({ page: "company" });
    expect(match("/us/history")).toEqual({ page: "history" });
    expect(match("/contact")).toEqual({ page: "contact" });
    expect(match("/layout")).toEqual({ page: "layout" });
    expect(match("/video")).toEqual({ page: "video" });
    expect(match("/401")).toEqual({ page: "noPermission" });
    expect(match("/404")).toEqual({ page: "notFound" });
    expect(match("/Article/12/")).toEqual({ page: "article", id: 12 });
  });

  it("names a single page by its slug, read lower-case, and refuses a slug no page can have", () => {
    expect(match("/page/jobs")).toEqual({ page: "singlePage", slug: "jobs" });
    expect(match("/PAGE/Jobs-2025/")).toEqual({ page: "singlePage", slug: "jobs-2025" });
    expect(match("/page/9th?mid=3")).toEqual({ page: "singlePage", slug: "9th" });
    // The fixed pages' slugs are routed too; the server moves them to their own addresses.
    expect(match("/page/company")).toEqual({ page: "singlePage", slug: "company" });
    for (const url of [
      "/page",
      "/page/",
      "/page/-jobs",
      "/page/jobs_2",
      "/page/招聘",
      "/page/jobs/x",
      "/page/jobs//",
      `/page/${"a".repeat(51)}`,
    ])
      expect(match(url), url).toEqual({ page: "notFound" });
    expect(match(`/page/${"a".repeat(50)}`)).toEqual({ page: "singlePage", slug: "a".repeat(50) });
  });

  it("reads the query values that choose a page's content", () => {
    expect(match("/list?cid=2&page=3&mid=7&pid=0")).toEqual({
      page: "list",
      cid: 2,
      pageNo: 3,
      mid: 7,
      pid: 0,
    });
    expect(match("/topic?tid=4")).toEqual({ page: "topic", tid: 4, mid: undefined, pid: undefined });
    expect(match(`/search?keywords=${encodeURIComponent(" 芯片 ")}&page=2`)).toEqual({
      page: "search",
      keywords: "芯片",
      pageNo: 2,
    });
  });

  it("drops values that do not fit instead of refusing the page", () => {
    expect(match("/list?cid=abc&page=0")).toMatchObject({ cid: undefined, pageNo: 1 });
    expect(match(`/list?page=${LIST_LAST_PAGE + 1}`)).toMatchObject({ pageNo: 1 });
    expect(match("/list?cid=99999999999")).toMatchObject({ cid: undefined });
    expect(match("/topic?tid=-1&mid=x")).toMatchObject({ tid: undefined, mid: undefined });
    expect(match(`/search?keywords=${"字".repeat(300)}`)).toMatchObject({
      keywords: "字".repeat(SEARCH_MAX_LENGTH),
    });
  });

  it("makes unknown addresses and impossible article ids the 404 page", () => {
    for (const url of [
      "/nope",
      "/article/0",
      "/article/abc",
      "/article/1234567890",
      "/article/1/x",
      "/list/x",
    ])
      expect(match(url), url).toEqual({ page: "notFound" });
  });

  it("answers every page of the shared list (the server renders, caches and lists exactly those)", () => {
    for (const { path } of PUBLIC_PAGES) {
      expect(match(path.replace(/\$\w+$/, "1")), path).not.toEqual({ page: "notFound" });
    }
    expect(PROBLEM_PAGES.map((path) => match(path).page)).toEqual(["noPermission", "notFound"]);
  });
});

describe("routeAddress", () => {
  const addressOf = (address: string) => {
    const { pathname, query } = parse(address);
    return routeAddress(matchPublicRoute(pathname, query), query);
  };

  it("gives every spelling of a page one address: its path and the query values it reads", () => {
    expect(addressOf("/Page/Jobs/?utm_source=mail")).toEqual({ path: "/page/jobs", query: {} });
    expect(addressOf("/index")).toEqual(addressOf("/"));
    expect(addressOf("/article/007?from=x")).toEqual({ path: "/article/7", query: {} });
    expect(addressOf("/LIST?page=1&cid=01&x=1")).toEqual({ path: "/list", query: { cid: "1" } });
    expect(addressOf("/list?cid=2&page=3&mid=4&pid=0")).toEqual({
      path: "/list",
      query: { cid: "2", page: "3", mid: "4", pid: "0" },
    });
    expect(addressOf("/search?keywords=%20%E8%8A%AF%E7%89%87%20&page=2")).toEqual({
      path: "/search",
      query: { keywords: "芯片", page: "2" },
    });
  });

  it("keeps the menu a page was opened from on every page, as its active menu shows it", () => {
    expect(addressOf("/contact?mid=4&pid=0")).toEqual({ path: "/contact", query: { mid: "4", pid: "0" } });
    expect(addressOf("/contact?mid=abc")).toEqual({ path: "/contact", query: {} });
  });
});
