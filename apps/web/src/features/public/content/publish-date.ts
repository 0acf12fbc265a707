import { formatInZone } from "@corp/domain/time-zone";

/** "2024-05-18" for a publish time in seconds since the epoch, on the site's clock (`time_zone`). */
export function publishDate(seconds: number, timeZone: string): string {
  return formatInZone(seconds, timeZone, "yyyy-mm-dd");
}
