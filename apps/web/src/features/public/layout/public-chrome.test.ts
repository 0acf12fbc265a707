import { describe, expect, it } from "vitest";
import { showsPublicChrome } from "./public-chrome.ts";

describe("showsPublicChrome", () => {
  it("hides header and footer on every path containing /admin/", () => {
    expect(showsPublicChrome("/admin/login")).toBe(false);
    expect(showsPublicChrome("/admin/dashboard")).toBe(false);
    expect(showsPublicChrome("/")).toBe(true);
    expect(showsPublicChrome("/us/company")).toBe(true);
    expect(showsPublicChrome("/user/login")).toBe(true);
  });
});
