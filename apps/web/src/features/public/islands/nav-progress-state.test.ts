import { describe, expect, it } from "vitest";
import { PROGRESS_CEILING, PROGRESS_MINIMUM, trickle } from "./nav-progress-state.ts";

describe("trickle", () => {
  it("never starts below the minimum and always moves forward", () => {
    expect(trickle(0)).toBeGreaterThan(PROGRESS_MINIMUM);
    let p = PROGRESS_MINIMUM;
    for (let i = 0; i < 50; i++) {
      const next = trickle(p);
      expect(next).toBeGreaterThanOrEqual(p);
      p = next;
    }
  });

  it("stops short of the end however long the page takes", () => {
    let p = PROGRESS_MINIMUM;
    for (let i = 0; i < 10_000; i++) p = trickle(p);
    expect(p).toBe(PROGRESS_CEILING);
  });
});
