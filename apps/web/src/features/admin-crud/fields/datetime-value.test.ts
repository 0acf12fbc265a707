import { describe, expect, it } from "vitest";
import { localInputToSeconds, secondsToLocalInput } from "./datetime-value.ts";

describe("datetime field value", () => {
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
