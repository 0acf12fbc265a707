import { describe, expect, it } from "vitest";
import { formatDate, toUnixSeconds } from "./date.ts";

// 2023-11-14 22:13:20 UTC = 2023-11-15 06:13:20 in Beijing (UTC+8).
const seconds = 1_700_000_000;
const millis = 1_700_000_000_123;
const beijing = 480;

describe("formatDate", () => {
  it("reads a 10-digit number as seconds", () => {
    expect(formatDate(seconds, undefined, beijing)).toBe("2023-11-15 06:13:20");
    expect(formatDate(seconds, undefined, 0)).toBe("2023-11-14 22:13:20");
  });

  it("reads a 13-digit number as milliseconds", () => {
    expect(formatDate(millis, undefined, beijing)).toBe("2023-11-15 06:13:20");
  });

  it("reads numeric strings the same way", () => {
    expect(formatDate("1700000000", undefined, beijing)).toBe("2023-11-15 06:13:20");
    expect(formatDate("1700000000123", undefined, beijing)).toBe("2023-11-15 06:13:20");
    expect(formatDate(" 1700000000 ", undefined, beijing)).toBe("2023-11-15 06:13:20");
  });

  it("treats a 9-digit number (before 2001-09-09) as seconds too", () => {
    expect(formatDate(999_999_999, undefined, 0)).toBe("2001-09-09 01:46:39");
  });

  it("formats a Date", () => {
    expect(formatDate(new Date(Date.UTC(2024, 0, 2, 3, 4, 5)), undefined, 0)).toBe("2024-01-02 03:04:05");
  });

  it("applies negative offsets and crosses the date line", () => {
    expect(formatDate(Date.UTC(2024, 0, 1, 2, 0, 0), undefined, -300)).toBe("2023-12-31 21:00:00");
  });

  it("handles half-hour offsets", () => {
    expect(formatDate(Date.UTC(2024, 0, 1, 0, 0, 0), "hh:MM", 330)).toBe("05:30");
  });

  it("supports every token, distinguishing mm (month) from MM (minute)", () => {
    const t = Date.UTC(2024, 1, 3, 4, 5, 6);
    expect(formatDate(t, "yyyy/mm/dd", 0)).toBe("2024/02/03");
    expect(formatDate(t, "hh:MM:ss", 0)).toBe("04:05:06");
    expect(formatDate(t, "MM mm", 0)).toBe("05 02");
    expect(formatDate(t, "dd.mm.yyyy hh时MM分", 0)).toBe("03.02.2024 04时05分");
  });

  it("leaves text that is not a token alone", () => {
    expect(formatDate(seconds, "[yyyy] at hh", 0)).toBe("[2023] at 22");
  });

  it("uses local time without an offset", () => {
    const d = new Date(millis);
    const pad = (n: number) => String(n).padStart(2, "0");
    const expected = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
    expect(formatDate(millis)).toBe(expected);
  });

  it.each([
    ["null", null],
    ["undefined", undefined],
    ["0", 0],
    ["'0'", "0"],
    ["empty string", ""],
    ["blank string", "   "],
    ["garbage", "not a date"],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["invalid Date", new Date(Number.NaN)],
    ["impossible calendar date", "2023-02-30"],
    ["impossible time", "2023-01-01 24:00:00"],
  ])("shows '-' for %s", (_label, value) => {
    expect(formatDate(value, undefined, beijing)).toBe("-");
  });

  it("reads a zone-less date-time string as wall time in the given offset", () => {
    expect(formatDate("2024-05-01 08:30:15", undefined, beijing)).toBe("2024-05-01 08:30:15");
    expect(formatDate("2024-05-01 08:30", undefined, beijing)).toBe("2024-05-01 08:30:00");
    expect(formatDate("2024-05-01", undefined, beijing)).toBe("2024-05-01 00:00:00");
    expect(formatDate("2024-05-01T08:30:15", undefined, 0)).toBe("2024-05-01 08:30:15");
  });

  it("honours an explicit zone in an ISO string", () => {
    expect(formatDate("2024-05-01T00:00:00Z", undefined, beijing)).toBe("2024-05-01 08:00:00");
    expect(formatDate("2024-05-01T08:00:00+08:00", undefined, 0)).toBe("2024-05-01 00:00:00");
  });

  it("refuses a non-finite offset", () => {
    expect(() => formatDate(seconds, undefined, Number.NaN)).toThrow(RangeError);
  });
});

describe("toUnixSeconds", () => {
  it("converts a Date, dropping milliseconds", () => {
    expect(toUnixSeconds(new Date(millis))).toBe(seconds);
  });

  it("keeps seconds and converts milliseconds", () => {
    expect(toUnixSeconds(seconds)).toBe(seconds);
    expect(toUnixSeconds(millis)).toBe(seconds);
    expect(toUnixSeconds("1700000000123")).toBe(seconds);
  });

  it("treats 0 as the epoch", () => {
    expect(toUnixSeconds(0)).toBe(0);
  });

  it("reads wall time in the given offset", () => {
    expect(toUnixSeconds("2023-11-15 06:13:20", beijing)).toBe(seconds);
    expect(toUnixSeconds("2023-11-14 22:13:20", 0)).toBe(seconds);
  });

  it("round-trips with formatDate", () => {
    const text = formatDate(seconds, undefined, beijing);
    expect(toUnixSeconds(text, beijing)).toBe(seconds);
  });

  it.each([
    ["garbage", "soon"],
    ["empty", ""],
    ["invalid Date", new Date(Number.NaN)],
    ["NaN", Number.NaN],
  ])("throws RangeError for %s", (_label, value) => {
    expect(() => toUnixSeconds(value)).toThrow(RangeError);
  });
});
