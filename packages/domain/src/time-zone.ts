import { type DateInput, defaultDateFormat, formatDate } from "./date.ts";

/**
 * The site's time zone (the `time_zone` setting): every time a person reads, in the admin, the member
 * centre and the public pages, is shown in it, whatever zone the server or the browser is in.
 */
export const DEFAULT_TIME_ZONE = "Asia/Shanghai";

/** A time zone Intl knows (an IANA name), else the product's default. */
export function knownTimeZone(name: unknown): string {
  const zone = typeof name === "string" ? name.trim() : "";
  if (zone === "") return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

let zones: readonly string[] | undefined;

/**
 * The zones the site's clock may be set to (the `time_zone` setting): the IANA zones this runtime's
 * Intl supports (`Intl.supportedValuesOf("timeZone")`) and UTC, in alphabetical order.
 */
export function siteTimeZones(): readonly string[] {
  zones ??= [...new Set([...Intl.supportedValuesOf("timeZone"), "UTC"])].sort();
  return zones;
}

/**
 * `name` as one of `siteTimeZones`: itself, or the zone Intl takes it for (another spelling of a zone,
 * such as "asia/shanghai" or "Etc/UTC"); undefined for a name that is no IANA zone ("Asia/Tokio",
 * "+08:00").
 */
export function siteTimeZoneOf(name: unknown): string | undefined {
  const zone = typeof name === "string" ? name.trim() : "";
  if (zone === "") return undefined;
  const known = siteTimeZones();
  if (known.includes(zone)) return zone;
  try {
    const resolved = new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
    return known.includes(resolved) ? resolved : undefined;
  } catch {
    return undefined;
  }
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: making one costs far more than using it. */
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      weekday: "short",
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** What a clock in `timeZone` shows at `ms`. */
export function wallClockAt(
  ms: number,
  timeZone: string,
): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
} {
  const parts = clockOf(timeZone).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "0";
  return {
    year: Number(part("year")),
    month: Number(part("month")),
    day: Number(part("day")),
    hour: Number(part("hour")),
    minute: Number(part("minute")),
    second: Number(part("second")),
    weekday: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(part("weekday")),
  };
}

/** Minutes east of UTC that `timeZone` is at the moment `ms` (480 in Shanghai; New York's changes). */
export function offsetMinutesAt(ms: number, timeZone: string): number {
  const c = wallClockAt(ms, timeZone);
  const shown = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((shown - Math.floor(ms / 1000) * 1000) / 60_000);
}

/**
 * The moment a clock in `timeZone` shows the given wall-clock time (month 1-12). Across a change to
 * summer time, an hour the clock skips reads as the hour after it.
 */
export function momentInZone(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  let guess = asUtc;
  // Two rounds settle the zone's offset at the moment itself, also beside a daylight-saving change.
  for (let round = 0; round < 2; round++) guess = asUtc - offsetMinutesAt(guess, timeZone) * 60_000;
  return guess;
}

/** `formatDate` in the site's zone: "2026-11-27 08:00:00" for 00:00 UTC in Shanghai. */
export function formatInZone(value: DateInput, timeZone: string, format: string = defaultDateFormat): string {
  if (value === null || value === undefined || value === "" || value === 0) return formatDate(value, format);
  const ms = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
  const at = typeof value === "number" && Math.abs(value) < 1e11 ? value * 1000 : ms;
  if (!Number.isFinite(at)) return formatDate(value, format, 0);
  return formatDate(value, format, offsetMinutesAt(at, timeZone));
}

/** Unix seconds as the value of an `<input type="datetime-local">` showing the site's clock. */
export function secondsToZonedInput(seconds: number | null | undefined, timeZone: string): string {
  if (!seconds) return "";
  return formatInZone(seconds, timeZone, "yyyy-mm-ddThh:MM");
}

/** The value of an `<input type="datetime-local">` read on the site's clock, as unix seconds. */
export function zonedInputToSeconds(text: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || hour > 23 || minute > 59) return null;
  return Math.floor(momentInZone(timeZone, year, month, day, hour, minute) / 1000);
}
