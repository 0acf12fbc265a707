import { describe, expect, it } from "vitest";
import { greeting, greetingKey } from "./greeting.ts";

describe("greetingKey", () => {
  it.each([
    [0, "lateNight"],
    [4, "lateNight"],
    [5, "earlyMorning"],
    [8, "earlyMorning"],
    [9, "morning"],
    [11, "morning"],
    [12, "noon"],
    [13, "noon"],
    [14, "afternoon"],
    [17, "afternoon"],
    [18, "evening"],
    [23, "evening"],
  ])("hour %i -> %s", (hour, key) => {
    expect(greetingKey(hour)).toBe(key);
  });

  it("covers every hour of the day with exactly the expected counts", () => {
    const counts = new Map<string, number>();
    for (let h = 0; h < 24; h++) counts.set(greetingKey(h), (counts.get(greetingKey(h)) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({
      lateNight: 5,
      earlyMorning: 4,
      morning: 3,
      noon: 2,
      afternoon: 4,
      evening: 6,
    });
  });

  it.each([-1, 24, 25, 4.5, Number.NaN, Number.POSITIVE_INFINITY])("throws RangeError for %s", (hour) => {
    expect(() => greetingKey(hour)).toThrow(RangeError);
  });
});

describe("greeting", () => {
  it.each([
    [3, "夜深了", "Late at night"],
    [5, "早上好", "Good early morning"],
    [9, "上午好", "Good morning"],
    [12, "中午好", "Good noon"],
    [14, "下午好", "Good afternoon"],
    [18, "晚上好", "Good evening"],
  ])("hour %i", (hour, zh, en) => {
    expect(greeting(hour, "zh-cn")).toBe(zh);
    expect(greeting(hour, "en")).toBe(en);
  });

  it("rejects an invalid hour", () => {
    expect(() => greeting(24, "en")).toThrow(RangeError);
  });
});
