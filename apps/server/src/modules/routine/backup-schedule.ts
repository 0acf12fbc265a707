import { knownTimeZone, momentInZone, wallClockAt } from "@corp/domain/time-zone";

/**
 * When the site backs itself up: the "backup" settings read, and the scheduled moment due at a time. A
 * moment is an hour of the site's time zone (`time_zone`), every day or every Monday.
 */
export type BackupSchedule = {
  every: "off" | "daily" | "weekly";
  hour: number;
  keep: number;
  timeZone: string;
};

const EVERY = new Set(["off", "daily", "weekly"]);

const whole = (value: unknown, min: number, max: number, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** The schedule the settings describe; a value out of range reads as its default. */
export function backupScheduleOf(values: ReadonlyMap<string, unknown>): BackupSchedule {
  const every = String(values.get("backup_schedule") ?? "off");
  return {
    every: EVERY.has(every) ? (every as BackupSchedule["every"]) : "off",
    hour: whole(values.get("backup_hour"), 0, 23, 3),
    keep: whole(values.get("backup_keep"), 1, 100, 7),
    timeZone: knownTimeZone(values.get("time_zone")),
  };
}

/**
 * The latest scheduled moment at or before `now` (epoch ms), or undefined when backups are off. A
 * server that was down at that moment finds it still due when it starts; a run is made once per moment.
 */
export function dueMoment(schedule: BackupSchedule, now: number): number | undefined {
  if (schedule.every === "off") return undefined;
  const today = wallClockAt(now, schedule.timeZone);
  // Days back to the last scheduled day: 0 for a daily schedule, to the last Monday for a weekly one.
  let back = schedule.every === "weekly" ? (today.weekday + 6) % 7 : 0;
  for (;;) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day - back));
    const moment = momentInZone(
      schedule.timeZone,
      day.getUTCFullYear(),
      day.getUTCMonth() + 1,
      day.getUTCDate(),
      schedule.hour,
    );
    if (moment <= now) return moment;
    back += schedule.every === "weekly" ? 7 : 1;
  }
}

/** The next scheduled moment after `now`, shown on the page; undefined when backups are off. */
export function nextMoment(schedule: BackupSchedule, now: number): number | undefined {
  const due = dueMoment(schedule, now);
  if (due === undefined) return undefined;
  const step = schedule.every === "weekly" ? 7 * 86_400_000 : 86_400_000;
  // A day later by the clock (not by 24 hours, across a daylight-saving change) is the first moment due
  // at least a day after the last one.
  let probe = due + step + 3 * 3_600_000;
  let next = dueMoment(schedule, probe) ?? due;
  while (next <= now) {
    probe += step;
    next = dueMoment(schedule, probe) ?? next;
  }
  return next;
}
