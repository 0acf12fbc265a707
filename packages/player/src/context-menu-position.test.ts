import { describe, expect, it } from "vitest";
import { contextMenuPosition } from "./context-menu-position.ts";

const player = { width: 800, height: 450 };

describe("context menu position", () => {
  it("opens at the pointer", () => {
    expect(contextMenuPosition({ x: 100, y: 50 }, player, 144)).toEqual({ x: 100, y: 50 });
  });
  it("stays at least 130 px from the right edge", () => {
    expect(contextMenuPosition({ x: 790, y: 50 }, player, 144).x).toBe(670);
    expect(contextMenuPosition({ x: 670, y: 50 }, player, 144).x).toBe(670);
  });
  it("stays inside the bottom and the top-left corner", () => {
    expect(contextMenuPosition({ x: 10, y: 440 }, player, 144).y).toBe(306);
    expect(contextMenuPosition({ x: 10, y: 10 }, { width: 100, height: 100 }, 144)).toEqual({ x: 0, y: 0 });
  });
});
