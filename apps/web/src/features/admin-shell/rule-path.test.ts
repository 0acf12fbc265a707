import type { MenuRule } from "@corp/contract/types";
import { describe, expect, it } from "vitest";
import { pagePathOf, ruleTrail } from "./rule-path.ts";

const rule = (id: number, type: MenuRule["type"], path: string, children: MenuRule[] = []): MenuRule => ({
  id,
  pid: 0,
  type,
  name: path,
  title: `t${id}`,
  path,
  icon: "",
  menu_type: type === "menu" ? "tab" : null,
  url: "",
  component: "",
  keepalive: 1,
  extend: "none",
  children,
});

describe("shell page paths", () => {
  it("strips the admin base", () => {
    expect(pagePathOf("/admin/auth/admin")).toBe("auth/admin");
    expect(pagePathOf("/admin/dashboard/")).toBe("dashboard");
    expect(pagePathOf("/admin")).toBe("");
  });

  it("finds the trail of directories down to the page", () => {
    const tree = [
      rule(1, "menu", "dashboard"),
      rule(2, "menu_dir", "auth", [rule(3, "menu", "auth/admin", [rule(4, "button", "auth/admin/add")])]),
    ];
    expect(ruleTrail(tree, "auth/admin").map((r) => r.id)).toEqual([2, 3]);
    expect(ruleTrail(tree, "dashboard").map((r) => r.id)).toEqual([1]);
    expect(ruleTrail(tree, "auth")).toEqual([]);
    expect(ruleTrail(tree, "nope")).toEqual([]);
  });

  it("takes a page's trail from the rule that is its route, not from a menu entry only", () => {
    const menuOnly = { ...rule(5, "menu", "auth/admin"), extend: "add_menu_only" as const };
    expect(ruleTrail([menuOnly], "auth/admin")).toEqual([]);
    expect(ruleTrail([menuOnly, rule(6, "menu", "auth/admin")], "auth/admin").map((r) => r.id)).toEqual([6]);
  });
});
