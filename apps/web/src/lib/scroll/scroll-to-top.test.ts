import { describe, expect, it } from "vitest";
import { easeInOutQuad, type ScrollHost, scrollToTop } from "./scroll-to-top.ts";

function fakeHost(scrollY: number, reducedMotion = false) {
  const frames = new Map<number, (time: number) => void>();
  let next = 1;
  const host: ScrollHost & { positions: number[]; run(time: number): void } = {
    scrollY,
    positions: [],
    scrollTo(_x, y) {
      this.positions.push(y);
    },
    requestAnimationFrame(callback) {
      frames.set(next, callback);
      return next++;
    },
    cancelAnimationFrame(handle) {
      frames.delete(handle);
    },
    matchMedia: () => ({ matches: reducedMotion }),
    run(time) {
      const pending = [...frames.entries()];
      frames.clear();
      for (const [, callback] of pending) callback(time);
    },
  };
  return host;
}

describe("scrollToTop", () => {
  it("eases from the current position to 0 in the given time", () => {
    const host = fakeHost(1000);
    scrollToTop(2000, host);
    host.run(0);
    host.run(500);
    host.run(1000);
    host.run(2000);
    host.run(2100);
    expect(host.positions).toEqual([1000, 875, 500, 0]);
  });

  it("lets a new scroll replace a running one", () => {
    const host = fakeHost(800);
    scrollToTop(1000, host);
    host.run(0);
    scrollToTop(2000, host);
    host.run(100);
    host.run(2100);
    expect(host.positions.at(-1)).toBe(0);
  });

  it("jumps when the user prefers reduced motion, and does nothing at the top", () => {
    const reduced = fakeHost(500, true);
    scrollToTop(1000, reduced);
    expect(reduced.positions).toEqual([0]);
    const top = fakeHost(0);
    scrollToTop(1000, top);
    top.run(0);
    expect(top.positions).toEqual([]);
  });

  it("has a symmetric curve", () => {
    expect(easeInOutQuad(0)).toBe(0);
    expect(easeInOutQuad(0.5)).toBe(0.5);
    expect(easeInOutQuad(1)).toBe(1);
  });
});
