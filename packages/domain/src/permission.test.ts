import { describe, expect, it } from "vitest";
import { collectButtonNodes, isAllowed, type RuleNode, ruleNodeName } from "./permission.ts";

describe("isAllowed", () => {
  const list = ["auth/admin/add", "auth/admin/edit"];
  const set = new Set(list);

  it("allows a node in the page list (array or set)", () => {
    expect(isAllowed("auth/admin/edit", list, false)).toBe(true);
    expect(isAllowed("auth/admin/edit", set, false)).toBe(true);
  });

  it("refuses a node missing from the page list", () => {
    expect(isAllowed("auth/admin/del", list, false)).toBe(false);
    expect(isAllowed("auth/admin/del", set, false)).toBe(false);
  });

  it("does not match prefixes or other pages' nodes", () => {
    expect(isAllowed("auth/admin", list, false)).toBe(false);
    expect(isAllowed("auth/admin/edit/extra", list, false)).toBe(false);
    expect(isAllowed("auth/group/edit", set, false)).toBe(false);
  });

  it("refuses everything with an empty list", () => {
    expect(isAllowed("auth/admin/edit", [], false)).toBe(false);
    expect(isAllowed("auth/admin/edit", new Set(), false)).toBe(false);
  });

  it("refuses the empty node even if the list contains it", () => {
    expect(isAllowed("", [""], false)).toBe(false);
  });

  it("lets a super admin pass everything", () => {
    expect(isAllowed("auth/admin/del", list, true)).toBe(true);
    expect(isAllowed("anything", [], true)).toBe(true);
  });
});

describe("collectButtonNodes", () => {
  const rules: RuleNode[] = [
    { type: "route", name: "dashboard", path: "dashboard" },
    {
      type: "menu_dir",
      name: "auth",
      path: "auth",
      children: [
        {
          type: "menu",
          name: "auth/admin",
          path: "auth/admin",
          children: [
            { type: "button", name: "auth/admin/index", path: "" },
            { type: "button", name: "auth/admin/add", path: "" },
            { type: "button", name: "auth/admin/edit", path: "" },
          ],
        },
        {
          type: "menu",
          name: "auth/group",
          path: "auth/group",
          children: [{ type: "button", name: "auth/group/del", path: "" }],
        },
        { type: "menu", name: "auth/rule", path: "auth/rule" },
      ],
    },
    {
      type: "menu",
      name: "routine/config",
      path: "routine/config",
      children: [
        {
          type: "button",
          name: "routine/config/edit",
          path: "",
          children: [{ type: "button", name: "routine/config/edit/deep", path: "" }],
        },
      ],
    },
  ];

  it("groups button names under their page path", () => {
    const nodes = collectButtonNodes(rules);
    expect([...nodes.keys()].sort()).toEqual(["auth/admin", "auth/group", "routine/config"]);
    expect([...(nodes.get("auth/admin") ?? [])]).toEqual([
      "auth/admin/index",
      "auth/admin/add",
      "auth/admin/edit",
    ]);
    expect([...(nodes.get("auth/group") ?? [])]).toEqual(["auth/group/del"]);
  });

  it("puts buttons nested under buttons on the nearest page", () => {
    expect([...(collectButtonNodes(rules).get("routine/config") ?? [])]).toEqual([
      "routine/config/edit",
      "routine/config/edit/deep",
    ]);
  });

  it("does not give a button to its directory's path", () => {
    expect(collectButtonNodes(rules).has("auth")).toBe(false);
  });

  it("uses a button's nearest non-button ancestor, whatever its type", () => {
    const nodes = collectButtonNodes([
      {
        type: "nav_user_menu",
        name: "account",
        path: "account",
        children: [{ type: "button", name: "account/profile/edit", path: "" }],
      },
      { type: "route", name: "r", path: "r", children: [{ type: "button", name: "r/go", path: "" }] },
    ]);
    expect(Object.fromEntries([...nodes].map(([k, v]) => [k, [...v]]))).toEqual({
      account: ["account/profile/edit"],
      r: ["r/go"],
    });
  });

  it("drops buttons that have no page above them", () => {
    const nodes = collectButtonNodes([{ type: "button", name: "orphan", path: "" }]);
    expect(nodes.size).toBe(0);
  });

  it("merges pages that share a path and ignores duplicate names", () => {
    const nodes = collectButtonNodes([
      { type: "menu", name: "a", path: "p", children: [{ type: "button", name: "p/x", path: "" }] },
      {
        type: "menu",
        name: "b",
        path: "p",
        children: [
          { type: "button", name: "p/y", path: "" },
          { type: "button", name: "p/x", path: "" },
        ],
      },
    ]);
    expect([...(nodes.get("p") ?? [])]).toEqual(["p/x", "p/y"]);
  });

  it("returns an empty map for no rules", () => {
    expect(collectButtonNodes([]).size).toBe(0);
  });

  it("feeds isAllowed for the current page", () => {
    const pageNodes = collectButtonNodes(rules).get("auth/admin") ?? new Set<string>();
    expect(isAllowed(ruleNodeName("auth/admin", "edit"), pageNodes, false)).toBe(true);
    expect(isAllowed(ruleNodeName("auth/admin", "del"), pageNodes, false)).toBe(false);
  });
});

describe("ruleNodeName", () => {
  it("joins the controller path and the action", () => {
    expect(ruleNodeName("auth/admin", "edit")).toBe("auth/admin/edit");
    expect(ruleNodeName("user/moneyLog", "add")).toBe("user/moneyLog/add");
  });

  it("tolerates stray slashes", () => {
    expect(ruleNodeName("/auth/admin/", "/edit")).toBe("auth/admin/edit");
  });

  it("returns the bare action without a controller", () => {
    expect(ruleNodeName("", "edit")).toBe("edit");
  });

  it("refuses an empty action", () => {
    expect(() => ruleNodeName("auth/admin", "")).toThrow(RangeError);
    expect(() => ruleNodeName("auth/admin", "/")).toThrow(RangeError);
  });
});
