import { describe, expect, it } from "vitest";
import { quickEntrances } from "./quick-entrances.ts";
import type { ConfigGroups } from "./routine-types.ts";

const groupsWith = (value: unknown): ConfigGroups =>
  [
    {
      key: "quick_entrance",
      title: "快捷配置入口",
      items: [{ id: 1, name: "config_quick_entrance", value }],
    },
  ] as unknown as ConfigGroups;

describe("quickEntrances", () => {
  it("turns name -> path pairs into admin links", () => {
    expect(
      quickEntrances(
        groupsWith([
          { key: "管理员管理", value: "auth/admin" },
          { key: "附件管理", value: "/admin/routine/attachment" },
        ]),
      ),
    ).toEqual([
      { title: "管理员管理", href: "/admin/auth/admin" },
      { title: "附件管理", href: "/admin/routine/attachment" },
    ]);
  });

  it("skips empty names, URLs and scripts, and a missing item", () => {
    expect(
      quickEntrances(
        groupsWith([
          { key: "", value: "auth/admin" },
          { key: "外链", value: "https://example.com" },
          { key: "脚本", value: "javascript:alert(1)" },
          "not a pair",
        ]),
      ),
    ).toEqual([]);
    expect(quickEntrances([])).toEqual([]);
  });
});
