import { afterEach, describe, expect, it, vi } from "vitest";
import { LOADING_OVERLAY_ID, scheduleOverlayRemoval } from "./loading-overlay.ts";

describe("scheduleOverlayRemoval", () => {
  afterEach(() => vi.useRealTimers());

  it("removes the overlay one second after mount, not before", () => {
    vi.useFakeTimers();
    const overlay = document.createElement("div");
    overlay.id = LOADING_OVERLAY_ID;
    document.body.append(overlay);
    scheduleOverlayRemoval();
    vi.advanceTimersByTime(999);
    expect(document.getElementById(LOADING_OVERLAY_ID)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(overlay.classList.contains("app-loading-done")).toBe(true);
    vi.advanceTimersByTime(400);
    expect(document.getElementById(LOADING_OVERLAY_ID)).toBeNull();
  });
});
