import { describe, expect, it } from "vitest";
import { type BackupSchedule, backupScheduleOf, dueMoment, nextMoment } from "./backup-schedule.ts";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());
const daily = (hour: number, timeZone = "Asia/Shanghai"): BackupSchedule => ({
  every: "daily",
  hour,
  keep: 7,
  timeZone,
});

describe("the backup schedule", () => {
  it("is due at the hour of the site's zone, not the machine's", () => {
    // 08:00 in Shanghai: today's 03:00 there, which is 19:00 UTC the day before.
    expect(iso(dueMoment(daily(3), at("2026-11-27T00:00:00Z")))).toBe("2026-11-26T19:00:00.000Z");
    // A minute before that moment, the one a day earlier is the latest due.
    expect(iso(dueMoment(daily(3), at("2026-11-26T18:59:00Z")))).toBe("2026-11-25T19:00:00.000Z");
    expect(iso(dueMoment(daily(3), at("2026-11-26T19:00:00Z")))).toBe("2026-11-26T19:00:00.000Z");
  });

  it("runs weekly on Mondays", () => {
    // Friday 27 November 2026: the Monday before is the 23rd, 03:00 in Shanghai.
    const weekly = { ...daily(3), every: "weekly" as const };
    expect(iso(dueMoment(weekly, at("2026-11-27T00:00:00Z")))).toBe("2026-11-22T19:00:00.000Z");
    // On Monday before the hour, the Monday a week earlier.
    expect(iso(dueMoment(weekly, at("2026-11-22T18:00:00Z")))).toBe("2026-11-15T19:00:00.000Z");
    expect(iso(nextMoment(weekly, at("2026-11-27T00:00:00Z")))).toBe("2026-11-29T19:00:00.000Z");
  });

  it("follows daylight saving in a zone that has it", () => {
    // New York moves to EDT (UTC-4) at 02:00 on 8 March 2026: 03:00 that day is 07:00 UTC, the day before 08:00.
    const ny = daily(3, "America/New_York");
    expect(iso(dueMoment(ny, at("2026-03-08T12:00:00Z")))).toBe("2026-03-08T07:00:00.000Z");
    expect(iso(dueMoment(ny, at("2026-03-08T06:00:00Z")))).toBe("2026-03-07T08:00:00.000Z");
    expect(iso(nextMoment(ny, at("2026-03-07T12:00:00Z")))).toBe("2026-03-08T07:00:00.000Z");
  });

  it("answers nothing when off, and reads settings out of range as their defaults", () => {
    expect(dueMoment({ ...daily(3), every: "off" }, Date.now())).toBeUndefined();
    expect(nextMoment({ ...daily(3), every: "off" }, Date.now())).toBeUndefined();
    const read = backupScheduleOf(
      new Map<string, unknown>([
        ["backup_schedule", "hourly"],
        ["backup_hour", 24],
        ["backup_keep", 0],
        ["time_zone", "Mars/Olympus"],
      ]),
    );
    expect(read).toEqual({ every: "off", hour: 3, keep: 7, timeZone: "Asia/Shanghai" });
    const set = backupScheduleOf(
      new Map<string, unknown>([
        ["backup_schedule", "weekly"],
        ["backup_hour", "0"],
        ["backup_keep", 30],
        ["time_zone", "Europe/Berlin"],
      ]),
    );
    expect(set).toEqual({ every: "weekly", hour: 0, keep: 30, timeZone: "Europe/Berlin" });
  });
});
