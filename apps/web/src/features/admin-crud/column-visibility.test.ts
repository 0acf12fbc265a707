import { describe, expect, it } from "vitest";
import { loadHiddenColumns, saveHiddenColumns, toggleColumn } from "./column-visibility.ts";

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
};

describe("column visibility", () => {
  it("persists the hidden columns per table and drops unknown ones", () => {
    const storage = memoryStorage();
    expect([...loadHiddenColumns(storage, "auth.admin", ["id", "name"], ["name"])]).toEqual(["name"]);
    saveHiddenColumns(storage, "auth.admin", new Set(["id", "gone"]));
    expect([...loadHiddenColumns(storage, "auth.admin", ["id", "name"], ["name"])]).toEqual(["id"]);
    expect([...loadHiddenColumns(storage, "auth.group", ["id", "name"], [])]).toEqual([]);
  });

  it("falls back to the defaults when the saved entry is damaged", () => {
    const storage = memoryStorage();
    storage.setItem("crudHiddenColumns:t", "{not json");
    expect([...loadHiddenColumns(storage, "t", ["a"], ["a"])]).toEqual(["a"]);
  });

  it("never hides the last visible column", () => {
    const all = ["a", "b"];
    const one = toggleColumn(new Set(), "a", all);
    expect([...one]).toEqual(["a"]);
    expect([...toggleColumn(one, "b", all)]).toEqual(["a"]);
    expect([...toggleColumn(one, "a", all)]).toEqual([]);
  });
});
