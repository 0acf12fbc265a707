import type { MenuRule } from "@corp/contract/types";
import { describe, expect, it } from "vitest";
import { firstMenuPage, menuRules, ruleTarget } from "./rule-target.ts";

function rule(partial: Partial<MenuRule>): MenuRule {
  return {
    id: 1,
    pid: 0,
    type: "menu",
    name: "x",
    title: "X",
    path: "",
    icon: "fa fa-circle-o",
    menu_type: "tab",
    url: "",
    component: "",
    keepalive: 0,
    extend: "none",
    children: [],
    ...partial,
  };
}

describe("ruleTarget", () => {
  it("puts a tab under the side's base path", () => {
    expect(ruleTarget(rule({ path: "dashboard" }), "admin")).toEqual({
      kind: "route",
      href: "/admin/dashboard",
    });
    expect(ruleTarget(rule({ path: "/admin/auth/admin" }), "admin")).toEqual({
      kind: "route",
      href: "/admin/auth/admin",
    });
    expect(ruleTarget(rule({ path: "account/overview" }), "user")).toEqual({
      kind: "route",
      href: "/user/account/overview",
    });
  });

  it("sends an iframe entry to the iframe page with the URL encoded", () => {
    expect(ruleTarget(rule({ menu_type: "iframe", url: "https://doc.example/a?b=1" }), "admin")).toEqual({
      kind: "route",
      href: "/admin/iframe/https%3A%2F%2Fdoc.example%2Fa%3Fb%3D1",
    });
  });

  it("opens a link entry in a new window", () => {
    expect(ruleTarget(rule({ menu_type: "link", url: "https://x.example" }), "user")).toEqual({
      kind: "window",
      url: "https://x.example",
    });
  });

  it("reports entries it cannot follow", () => {
    expect(ruleTarget(rule({ menu_type: "link", url: "" }), "admin").kind).toBe("invalid");
    expect(ruleTarget(rule({ path: "" }), "admin").kind).toBe("invalid");
  });
});

describe("menu trees", () => {
  const tree = [
    rule({ id: 1, type: "route", path: "hidden" }),
    rule({
      id: 2,
      type: "menu_dir",
      path: "auth",
      children: [rule({ id: 3, type: "button", name: "auth/add" }), rule({ id: 4, path: "auth/admin" })],
    }),
  ];

  it("keeps directories and pages only", () => {
    const visible = menuRules(tree);
    expect(visible.map((r) => r.id)).toEqual([2]);
    expect(visible[0]?.children.map((r) => r.id)).toEqual([4]);
  });

  it("finds the first page depth first", () => {
    expect(firstMenuPage(tree, "admin")).toBe("/admin/auth/admin");
    expect(firstMenuPage([], "admin")).toBeUndefined();
  });

  it("leaves a rule added as a route only out of the menu, with what is below it (SPEC E4)", () => {
    const routeOnly = rule({
      id: 5,
      path: "hidden",
      extend: "add_rules_only",
      children: [rule({ id: 6, path: "hidden/child" })],
    });
    expect(menuRules([...tree, routeOnly]).map((r) => r.id)).toEqual([2]);
    expect(firstMenuPage([routeOnly], "admin")).toBeUndefined();
  });

  it("shows a rule added as a menu entry only, but never lands on it", () => {
    const menuOnly = rule({ id: 7, path: "outside", extend: "add_menu_only" });
    expect(menuRules([menuOnly]).map((r) => r.id)).toEqual([7]);
    expect(firstMenuPage([menuOnly, ...tree], "admin")).toBe("/admin/auth/admin");
  });
});
