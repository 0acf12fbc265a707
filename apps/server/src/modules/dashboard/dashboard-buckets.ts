import { offsetMinutesAt } from "@corp/domain/time-zone";

/** The site clock's reading of a moment, as a Date read with its UTC getters. */
const shifted = (seconds: number, timeZone: string) =>
  new Date((seconds + offsetMinutesAt(seconds * 1000, timeZone) * 60) * 1000);

/** The last `count` months ending with the month of `now` on the site's clock, as "YYYY-MM", with counts. */
export function countByMonth(
  times: number[],
  now: number,
  count: number,
  timeZone: string,
): { label: string; value: number }[] {
  const end = shifted(now, timeZone);
  const labels: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - i, 1));
    labels.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`);
  }
  const counts = new Map(labels.map((l) => [l, 0]));
  for (const t of times) {
    const d = shifted(t, timeZone);
    const label = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
    if (counts.has(label)) counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return labels.map((label) => ({ label, value: counts.get(label) ?? 0 }));
}

/** The last `count` days ending with the day of `now` on the site's clock, as "MM-DD", with counts. */
export function countByDay(
  times: number[],
  now: number,
  count: number,
  timeZone: string,
): { label: string; value: number }[] {
  const dayOf = (seconds: number) => Math.floor(shifted(seconds, timeZone).getTime() / 86_400_000);
  const today = dayOf(now);
  const buckets = Array.from({ length: count }, (_, i) => today - count + 1 + i);
  const counts = new Map(buckets.map((b) => [b, 0]));
  for (const t of times) {
    const day = dayOf(t);
    if (counts.has(day)) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return buckets.map((b) => {
    const d = new Date(b * 86_400_000);
    return {
      label: `${String(d.getUTCMonth() + 1).padStart(2, "0")}-${String(d.getUTCDate()).padStart(2, "0")}`,
      value: counts.get(b) ?? 0,
    };
  });
}
