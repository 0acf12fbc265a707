import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { createPersistentStore, useStore } from "./persistent-store.ts";

const parseCount = (raw: unknown): number => (typeof raw === "number" ? raw : 0);

describe("createPersistentStore", () => {
  beforeEach(() => localStorage.clear());

  it("reads what an earlier visit stored and falls back when it is unusable", () => {
    localStorage.setItem("count", "5");
    expect(createPersistentStore("count", parseCount).get()).toBe(5);
    localStorage.setItem("count", "{not json");
    expect(createPersistentStore("count", parseCount).get()).toBe(0);
  });

  it("persists, notifies subscribers and removes the key for null", () => {
    const store = createPersistentStore<string | null>("name", (raw) =>
      typeof raw === "string" ? raw : null,
    );
    const seen: (string | null)[] = [];
    store.subscribe(() => seen.push(store.get()));
    store.set("ada");
    expect(localStorage.getItem("name")).toBe('"ada"');
    store.set(null);
    expect(localStorage.getItem("name")).toBeNull();
    expect(seen).toEqual(["ada", null]);
  });

  it("re-renders a component through useStore", () => {
    const store = createPersistentStore("count", parseCount);
    const { result } = renderHook(() => useStore(store));
    expect(result.current).toBe(0);
    act(() => store.set(3));
    expect(result.current).toBe(3);
  });
});
