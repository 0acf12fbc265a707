import type { PublicMenuItem } from "@corp/contract/types";
import { describe, expect, it } from "vitest";
import { activeMenuTrail, menuQuery } from "./active-menu.ts";

const item = (id: number, pid: number, path: string, children: PublicMenuItem[] = []): PublicMenuItem => ({
  id,
  pid,
  title: `t${id}`,
  title_en: `e${id}`,
  thumb: "",
  path,
  children,
});

const menu = [
  item(1, 0, "/"),
  item(2, 0, "/us/company", [
    item(3, 2, "/us/company"),
    item(4, 2, "/us/history", [item(5, 4, "/us/history#x")]),
  ]),
  item(6, 0, "/list", [item(7, 6, "/list?cid=1")]),
];

describe("activeMenuTrail", () => {
  it("follows mid down to a third-level item", () => {
    expect(activeMenuTrail(menu, 5, "/us/history").map((i) => i.id)).toEqual([2, 4, 5]);
  });

  it("falls back to the top-level item of the path, then to any item of it", () => {
    expect(activeMenuTrail(menu, undefined, "/list").map((i) => i.id)).toEqual([6]);
    expect(activeMenuTrail(menu, 99, "/us/history").map((i) => i.id)).toEqual([2, 4]);
    expect(activeMenuTrail(menu, undefined, "/topic")).toEqual([]);
  });
});

describe("menuQuery", () => {
  it("keeps positive integers only", () => {
    expect(menuQuery({ mid: "7", pid: 6 })).toEqual({ mid: 7, pid: 6 });
    expect(menuQuery({ mid: "x", pid: -1 })).toEqual({});
  });
});
