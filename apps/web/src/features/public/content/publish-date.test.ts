import { describe, expect, it } from "vitest";
import { publishDate } from "./publish-date.ts";

describe("publishDate", () => {
  it("reads the date in China time, whatever the machine's zone", () => {
    // 2024-05-17 16:30 UTC is already the 18th in Beijing.
    expect(publishDate(Date.UTC(2024, 4, 17, 16, 30) / 1000)).toBe("2024-05-18");
    expect(publishDate(Date.UTC(2024, 4, 17, 15, 59) / 1000)).toBe("2024-05-17");
  });
});
