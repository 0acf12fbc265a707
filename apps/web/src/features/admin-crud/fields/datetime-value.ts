import { secondsToZonedInput, zonedInputToSeconds } from "@corp/domain/time-zone";
import { siteTimeZone } from "../../../lib/site-time.ts";

/** Unix seconds as the value of an `<input type="datetime-local">` on the site's clock, and back. */
export function secondsToLocalInput(seconds: number | null | undefined): string {
  return secondsToZonedInput(seconds, siteTimeZone.get());
}

export function localInputToSeconds(text: string): number | null {
  return zonedInputToSeconds(text, siteTimeZone.get());
}
