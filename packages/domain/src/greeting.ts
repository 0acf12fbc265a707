import type { Lang, Messages } from "./lang.ts";
import { commonCatalogue as messages } from "./messages/common.ts";

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
  lateNight: messages.greetingLateNight,
  earlyMorning: messages.greetingEarlyMorning,
  morning: messages.greetingMorning,
  noon: messages.greetingNoon,
  afternoon: messages.greetingAfternoon,
  evening: messages.greetingEvening,
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
