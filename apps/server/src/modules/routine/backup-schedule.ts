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

/** The zone, when the runtime knows it; else the product's default (Asia/Shanghai). */
function knownZone(value: unknown): string {
  const zone = typeof value === "string" ? value.trim() : "";
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone || "Asia/Shanghai";
  } catch {
    return "Asia/Shanghai";
  }
}

/** The schedule the settings describe; a value out of range reads as its default. */
export function backupScheduleOf(values: ReadonlyMap<string, unknown>): BackupSchedule {
  const every = String(values.get("backup_schedule") ?? "off");
  return {
    every: EVERY.has(every) ? (every as BackupSchedule["every"]) : "off",
    hour: whole(values.get("backup_hour"), 0, 23, 3),
    keep: whole(values.get("backup_keep"), 1, 100, 7),
    timeZone: knownZone(values.get("time_zone")),
  };
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** What a clock in `timeZone` shows at `ms`. */
function wallClockAt(ms: number, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    weekday: "short",
  }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "0";
  return {
    year: Number(part("year")),
    month: Number(part("month")),
    day: Number(part("day")),
    hour: Number(part("hour")),
    minute: Number(part("minute")),
    weekday: WEEKDAYS.indexOf(part("weekday")),
  };
}

/** The moment a clock in `timeZone` shows `hour`:00 on the given day (the later one across a change). */
function momentOf(year: number, month: number, day: number, hour: number, timeZone: string): number {
  const asUtc = Date.UTC(year, month - 1, day, hour);
  let guess = asUtc;
  // Two rounds settle the zone's offset at the moment itself, also beside a daylight-saving change.
  for (let round = 0; round < 2; round++) {
    const shown = wallClockAt(guess, timeZone);
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    guess += asUtc - shownAsUtc;
  }
  return guess;
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
    const moment = momentOf(
      day.getUTCFullYear(),
      day.getUTCMonth() + 1,
      day.getUTCDate(),
      schedule.hour,
      schedule.timeZone,
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
