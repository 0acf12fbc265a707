import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCountdown } from "./use-countdown.ts";

describe("useCountdown", () => {
  afterEach(() => vi.useRealTimers());

  it("counts down every second and fires once at zero", () => {
    vi.useFakeTimers();
    const done = vi.fn();
    const { result } = renderHook(() => useCountdown(3, done));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(done).toHaveBeenCalledTimes(1);
  });
});
