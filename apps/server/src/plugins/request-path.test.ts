import { describe, expect, it } from "vitest";
import { normalRequestUrl } from "./request-path.ts";

describe("normalRequestUrl: one spelling of a request's path", () => {
  it("decodes encoded letters, digits and -._~, and keeps every other encoding", () => {
    expect(normalRequestUrl("/%61dmin/index/login")).toBe("/admin/index/login");
    expect(normalRequestUrl("/%41%44MIN/%7euser")).toBe("/ADMIN/~user");
    expect(normalRequestUrl("/a%2fb/%e5%85%b3")).toBe("/a%2Fb/%E5%85%B3");
    expect(normalRequestUrl("/100%25")).toBe("/100%25");
  });

  it("makes runs of slashes one and resolves dot segments, encoded or not", () => {
    expect(normalRequestUrl("//admin///index/login")).toBe("/admin/index/login");
    expect(normalRequestUrl("/x/../admin/index")).toBe("/admin/index");
    expect(normalRequestUrl("/x/%2e%2e/%2E/admin")).toBe("/admin");
    expect(normalRequestUrl("/../../admin")).toBe("/admin");
    expect(normalRequestUrl("/list/..")).toBe("/");
    expect(normalRequestUrl("/list/.")).toBe("/list/");
    expect(normalRequestUrl("/a/..b/c.")).toBe("/a/..b/c.");
  });

  it("leaves the query string and addresses that are not paths as sent", () => {
    expect(normalRequestUrl("//search?q=%61//b/../c")).toBe("/search?q=%61//b/../c");
    expect(normalRequestUrl("/article/7?x=1")).toBe("/article/7?x=1");
    expect(normalRequestUrl("*")).toBe("*");
  });
});
