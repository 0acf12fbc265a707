import { describe, expect, it } from "vitest";
import { countByDay, countByMonth } from "./dashboard-buckets.ts";

// 2024-03-15 12:00 in China (04:00 UTC).
const now = Date.UTC(2024, 2, 15, 4) / 1000;

describe("dashboard chart buckets", () => {
  it("counts per month in China time, oldest first, across a year boundary", () => {
    const times = [
      Date.UTC(2024, 2, 1, 0) / 1000, // 2024-03-01 08:00 CST
      Date.UTC(2024, 1, 29, 17) / 1000, // 2024-03-01 01:00 CST
      Date.UTC(2023, 11, 31, 10) / 1000, // 2023-12-31 18:00 CST
      Date.UTC(2022, 0, 1) / 1000, // outside the window
    ];
    expect(countByMonth(times, now, 4, "Asia/Shanghai")).toEqual([
      { label: "2023-12", value: 1 },
      { label: "2024-01", value: 0 },
      { label: "2024-02", value: 0 },
      { label: "2024-03", value: 2 },
    ]);
  });

  it("counts per day in China time", () => {
    const times = [now, now - 86_400, Date.UTC(2024, 2, 14, 17) / 1000];
    expect(countByDay(times, now, 3, "Asia/Shanghai")).toEqual([
      { label: "03-13", value: 0 },
      { label: "03-14", value: 1 },
      { label: "03-15", value: 2 },
    ]);
  });

  it("counts on the clock of the site's zone when it is not China's", () => {
    // 2024-03-15 02:00 UTC is still the 14th in New York (EDT since 10 March).
    const times = [Date.UTC(2024, 2, 15, 2) / 1000, Date.UTC(2024, 2, 15, 5) / 1000];
    expect(countByDay(times, now, 2, "America/New_York")).toEqual([
      { label: "03-14", value: 1 },
      { label: "03-15", value: 1 },
    ]);
    expect(countByDay(times, now, 2, "Asia/Shanghai")).toEqual([
      { label: "03-14", value: 0 },
      { label: "03-15", value: 2 },
    ]);
  });
});
