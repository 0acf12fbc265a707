import { describe, expect, it } from "vitest";
import { siteTimeZone } from "../../../lib/site-time.ts";
import { localInputToSeconds, secondsToLocalInput } from "./datetime-value.ts";

describe("datetime field value", () => {
  it("shows and reads the site's clock, not the browser's", () => {
    siteTimeZone.set("Asia/Shanghai");
    expect(secondsToLocalInput(Date.parse("2026-11-27T00:30:00Z") / 1000)).toBe("2026-11-27T08:30");
    siteTimeZone.set("America/New_York");
    expect(localInputToSeconds("2026-11-26T19:30")).toBe(Date.parse("2026-11-27T00:30:00Z") / 1000);
    siteTimeZone.set("Asia/Shanghai");
  });

  it("round-trips unix seconds through the local input text", () => {
    const seconds = localInputToSeconds("2024-03-05T09:07");
    expect(seconds).not.toBeNull();
    expect(secondsToLocalInput(seconds)).toBe("2024-03-05T09:07");
  });

  it("treats empty and invalid text as no value", () => {
    expect(localInputToSeconds("")).toBeNull();
    expect(localInputToSeconds("nonsense")).toBeNull();
    expect(secondsToLocalInput(null)).toBe("");
  });
});
