import { describe, expect, it } from "vitest";
import { publishDate } from "./publish-date.ts";

describe("publishDate", () => {
  it("reads the date on the site's clock, whatever the machine's zone", () => {
    // 2024-05-17 16:30 UTC is already the 18th in Beijing, still the 17th in Berlin.
    expect(publishDate(Date.UTC(2024, 4, 17, 16, 30) / 1000, "Asia/Shanghai")).toBe("2024-05-18");
    expect(publishDate(Date.UTC(2024, 4, 17, 15, 59) / 1000, "Asia/Shanghai")).toBe("2024-05-17");
    expect(publishDate(Date.UTC(2024, 4, 17, 16, 30) / 1000, "Europe/Berlin")).toBe("2024-05-17");
  });
});
