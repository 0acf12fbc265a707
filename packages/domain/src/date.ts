export type DateInput = number | string | Date | null | undefined;

export const defaultDateFormat = "yyyy-mm-dd hh:MM:ss";

// Below this magnitude a number is read as seconds: 1e11 s is the year 5138, whereas
// 1e11 ms is only 1973, a date no record in this product can carry.
const secondsThreshold = 1e11;

const wallClockPattern = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

function fromNumber(n: number): number | undefined {
  if (!Number.isFinite(n)) return undefined;
  return Math.abs(n) < secondsThreshold ? n * 1000 : n;
}

/**
 * "2024-05-01 08:30" has no zone of its own; it is read in the requested offset (or
 * local time) so that formatting it back in the same offset is the identity.
 */
function fromWallClock(match: RegExpExecArray, offsetMinutes: number | undefined): number | undefined {
  const [y, mo, d, h = 0, mi = 0, s = 0] = match.slice(1).map((part) => Number(part ?? 0));
  if (y === undefined || mo === undefined || d === undefined) return undefined;
  if (h > 23 || mi > 59 || s > 59) return undefined;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(utc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return undefined;
  if (offsetMinutes !== undefined) return utc - offsetMinutes * 60_000;
  return new Date(y, mo - 1, d, h, mi, s).getTime();
}

function toEpochMs(value: number | string | Date, offsetMinutes: number | undefined): number | undefined {
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isNaN(ms) ? undefined : ms;
  }
  if (typeof value === "number") return fromNumber(value);
  const text = value.trim();
  if (/^-?\d+(?:\.\d+)?$/.test(text)) return fromNumber(Number(text));
  const wall = wallClockPattern.exec(text);
  if (wall) return fromWallClock(wall, offsetMinutes);
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? undefined : parsed;
}

function checkOffset(offsetMinutes: number | undefined): void {
  if (offsetMinutes !== undefined && !Number.isFinite(offsetMinutes)) {
    throw new RangeError(`time-zone offset must be a finite number of minutes, got ${offsetMinutes}`);
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * Tokens follow BuildAdmin's timeFormat: yyyy year, mm month, dd day, hh hour (24 h),
 * MM minute, ss second. Empty values (null, undefined, "", 0) and unparseable ones
 * render as "-", which is what list columns show for a missing time.
 * `timeZoneOffsetMinutes` is minutes east of UTC (480 = Beijing); without it, local time.
 */
export function formatDate(
  value: DateInput,
  format: string = defaultDateFormat,
  timeZoneOffsetMinutes?: number,
): string {
  checkOffset(timeZoneOffsetMinutes);
  if (value === null || value === undefined || value === 0) return "-";
  if (typeof value === "string" && (value.trim() === "" || value.trim() === "0")) return "-";
  const ms = toEpochMs(value, timeZoneOffsetMinutes);
  if (ms === undefined) return "-";
  const local = timeZoneOffsetMinutes === undefined;
  const d = new Date(local ? ms : ms + timeZoneOffsetMinutes * 60_000);
  if (Number.isNaN(d.getTime())) return "-";
  const parts: Record<string, string> = {
    yyyy: pad(local ? d.getFullYear() : d.getUTCFullYear(), 4),
    mm: pad((local ? d.getMonth() : d.getUTCMonth()) + 1),
    dd: pad(local ? d.getDate() : d.getUTCDate()),
    hh: pad(local ? d.getHours() : d.getUTCHours()),
    MM: pad(local ? d.getMinutes() : d.getUTCMinutes()),
    ss: pad(local ? d.getSeconds() : d.getUTCSeconds()),
  };
  return format.replace(/yyyy|mm|dd|hh|MM|ss/g, (token) => parts[token] ?? token);
}

/**
 * Same input rules as formatDate (10-digit numbers are already seconds), but 0 is the
 * epoch rather than "empty".
 * @throws RangeError when the value is not a valid point in time.
 */
export function toUnixSeconds(value: number | string | Date, timeZoneOffsetMinutes?: number): number {
  checkOffset(timeZoneOffsetMinutes);
  const ms = toEpochMs(value, timeZoneOffsetMinutes);
  if (ms === undefined || Number.isNaN(new Date(ms).getTime())) {
    throw new RangeError(`not a valid date: ${String(value)}`);
  }
  return Math.floor(ms / 1000);
}
