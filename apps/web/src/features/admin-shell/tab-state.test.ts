import { describe, expect, it } from "vitest";
import { closeOtherTabs, closeTab, openTab, type TabsState } from "./tab-state.ts";

const three: TabsState = {
  tabs: [
    { path: "dashboard", title: "D" },
    { path: "auth/admin", title: "A" },
    { path: "auth/group", title: "G" },
  ],
  active: "auth/admin",
};

describe("tab bar state", () => {
  it("opens new tabs at the end and re-activates open ones in place", () => {
    const opened = openTab(three, { path: "auth/rule", title: "R" });
    expect(opened.tabs.map((t) => t.path)).toEqual(["dashboard", "auth/admin", "auth/group", "auth/rule"]);
    expect(opened.active).toBe("auth/rule");
    const again = openTab(opened, { path: "dashboard", title: "D2" });
    expect(again.tabs.map((t) => t.path)).toEqual(opened.tabs.map((t) => t.path));
    expect(again.active).toBe("dashboard");
    expect(again.tabs[0]?.title).toBe("D2");
  });

  it("closing the active tab moves to its right neighbour, else the left one", () => {
    expect(closeTab(three, "auth/admin")).toEqual({
      tabs: [three.tabs[0], three.tabs[2]],
      active: "auth/group",
    });
    expect(closeTab({ ...three, active: "auth/group" }, "auth/group").active).toBe("auth/admin");
    expect(closeTab(three, "dashboard").active).toBe("auth/admin");
  });

  it("never closes the last tab and closes the others on request", () => {
    const one = closeOtherTabs(three, "auth/group");
    expect(one).toEqual({ tabs: [three.tabs[2]], active: "auth/group" });
    expect(closeTab(one, "auth/group")).toBe(one);
    expect(closeOtherTabs(three, "nope")).toBe(three);
  });
});
