import type { Lang, Messages } from "./lang.ts";

export type GreetingKey = "lateNight" | "earlyMorning" | "morning" | "noon" | "afternoon" | "evening";

// Each band starts at its hour (inclusive) and runs to the next band's start.
const bands: readonly (readonly [start: number, key: GreetingKey])[] = [
  [18, "evening"],
  [14, "afternoon"],
  [12, "noon"],
  [9, "morning"],
  [5, "earlyMorning"],
  [0, "lateNight"],
];

export const greetingMessages: Record<GreetingKey, Messages> = {
  lateNight: { "zh-cn": "夜深了", en: "Late at night" },
  earlyMorning: { "zh-cn": "早上好", en: "Good early morning" },
  morning: { "zh-cn": "上午好", en: "Good morning" },
  noon: { "zh-cn": "中午好", en: "Good noon" },
  afternoon: { "zh-cn": "下午好", en: "Good afternoon" },
  evening: { "zh-cn": "晚上好", en: "Good evening" },
};

/** @throws RangeError unless hour is an integer 0-23 (a caller bug, not user input). */
export function greetingKey(hour: number): GreetingKey {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`hour must be an integer from 0 to 23, got ${hour}`);
  }
  for (const [start, key] of bands) if (hour >= start) return key;
  return "lateNight";
}

export function greeting(hour: number, lang: Lang): string {
  return greetingMessages[greetingKey(hour)][lang];
}
