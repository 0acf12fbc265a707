import { describe, expect, it } from "vitest";
import { routedPath, shownPath } from "./admin-entry.ts";

describe("the admin entry in the browser's address", () => {
  it("maps the entry's pages to the router's /admin pages and back", () => {
    expect(routedPath("/backstage", "/backstage")).toBe("/admin");
    expect(routedPath("/backstage/auth/admin", "/backstage")).toBe("/admin/auth/admin");
    expect(routedPath("/Backstage/login", "/backstage")).toBe("/admin/login");
    expect(shownPath("/admin/dashboard", "/backstage")).toBe("/backstage/dashboard");
    expect(shownPath("/admin", "/backstage")).toBe("/backstage");
  });

  it("leaves every other path alone, and everything when the entry is /admin", () => {
    expect(routedPath("/backstagex/a", "/backstage")).toBe("/backstagex/a");
    expect(routedPath("/user/login", "/backstage")).toBe("/user/login");
    expect(shownPath("/administrator", "/backstage")).toBe("/administrator");
    expect(shownPath("/user/overview", "/backstage")).toBe("/user/overview");
    expect(routedPath("/admin/login", "/admin")).toBe("/admin/login");
    expect(shownPath("/admin/login", "/admin")).toBe("/admin/login");
  });
});
