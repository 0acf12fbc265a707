import { describe, expect, it } from "vitest";
import { messagesFor } from "./messages.ts";
import { formatClock, formatTime, progressValueText, spokenTime } from "./time-format.ts";

describe("time formats", () => {
  it("formats the bar's times", () => {
    expect(formatTime(0)).toBe("00:00");
    expect(formatTime(65.9)).toBe("01:05");
    expect(formatTime(3725)).toBe("1:02:05");
    expect(formatTime(Number.NaN)).toBe("00:00");
  });
  it("says times for screen readers in both languages", () => {
    expect(progressValueText(65, 200, messagesFor("zh-cn"))).toBe("1 分 05 秒 / 3 分 20 秒");
    expect(progressValueText(65, 200, messagesFor("en"))).toBe("1 min 05 s of 3 min 20 s");
    expect(spokenTime(3725, messagesFor("zh-cn"))).toBe("1 时 02 分 05 秒");
    expect(spokenTime(3725, messagesFor("en"))).toBe("1 h 02 min 05 s");
  });
  it("formats the full-screen clock as hh:mm:ss", () => {
    expect(formatClock(new Date(2024, 0, 1, 9, 5, 3))).toBe("09:05:03");
  });
});
