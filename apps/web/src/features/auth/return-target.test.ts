import { describe, expect, it } from "vitest";
import {
  encodeReturnTarget,
  isShellPage,
  parseReturnTarget,
  returnTargetOf,
  targetHref,
} from "./return-target.ts";

describe("return targets", () => {
  const target = { path: "/admin/dashboard", query: { tab: "today" } };

  it("round-trips through the JSON of the loading route", () => {
    const text = encodeReturnTarget(target);
    expect(text).toBe('{"path":"/admin/dashboard","query":{"tab":"today"}}');
    expect(encodeURIComponent(text)).toContain("%7B%22path%22");
    expect(parseReturnTarget(text)).toEqual(target);
    expect(parseReturnTarget(target)).toEqual(target);
  });

  it("refuses anything but a same-site path", () => {
    expect(parseReturnTarget('{"path":"//evil.example/x","query":{}}')).toBeUndefined();
    expect(parseReturnTarget('{"path":"https://evil.example","query":{}}')).toBeUndefined();
    expect(parseReturnTarget("not json")).toBeUndefined();
    expect(parseReturnTarget(undefined)).toBeUndefined();
  });

  it("captures a router location, keeping every query value as text", () => {
    expect(returnTargetOf({ pathname: "/admin/x", search: { page: 2, q: "a b" } })).toEqual({
      path: "/admin/x",
      query: { page: "2", q: "a b" },
    });
  });

  it("builds the href back", () => {
    expect(targetHref(target)).toBe("/admin/dashboard?tab=today");
    expect(targetHref({ path: "/admin/some/page", query: {} })).toBe("/admin/some/page");
  });

  it("knows which pages belong inside a shell", () => {
    expect(isShellPage("admin", target)).toBe(true);
    expect(isShellPage("admin", { path: "/admin/some/page", query: {} })).toBe(true);
    expect(isShellPage("admin", { path: "/admin/login", query: {} })).toBe(false);
    expect(isShellPage("admin", { path: "/admin/loading/x", query: {} })).toBe(false);
    expect(isShellPage("admin", { path: "/user/account/overview", query: {} })).toBe(false);
    expect(isShellPage("user", { path: "/user/account/overview", query: {} })).toBe(true);
  });
});
