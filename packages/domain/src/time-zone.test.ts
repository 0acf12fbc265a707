import { describe, expect, it } from "vitest";
import {
  formatInZone,
  knownTimeZone,
  momentInZone,
  offsetMinutesAt,
  secondsToZonedInput,
  siteTimeZoneOf,
  siteTimeZones,
  zonedInputToSeconds,
} from "./time-zone.ts";

const seconds = (iso: string) => Date.parse(iso) / 1000;

describe("times in the site's zone", () => {
  it("knows a zone, or falls back to Shanghai", () => {
    expect(knownTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
    for (const bad of ["", "Mars/Olympus", undefined, 8]) expect(knownTimeZone(bad)).toBe("Asia/Shanghai");
  });

  it("offers Intl's IANA zones and UTC as the site's, and takes only those (issue 50, item 9)", () => {
    const zones = siteTimeZones();
    expect(zones).toEqual(expect.arrayContaining(["Asia/Shanghai", "Asia/Tokyo", "America/New_York", "UTC"]));
    expect(zones).toEqual([...zones].sort());
    expect(new Set(zones).size).toBe(zones.length);
    expect(siteTimeZoneOf("Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(siteTimeZoneOf(" UTC ")).toBe("UTC");
    // Another spelling of a zone is taken as the zone Intl names it.
    expect(siteTimeZoneOf("asia/shanghai")).toBe("Asia/Shanghai");
    expect(siteTimeZoneOf("Etc/UTC")).toBe("UTC");
    for (const bad of ["Asia/Tokio", "Mars/Olympus", "+08:00", "", " ", undefined, 8, null])
      expect(siteTimeZoneOf(bad), String(bad)).toBeUndefined();
  });

  it("formats an instant as the site's clock shows it, whatever the machine's zone", () => {
    expect(formatInZone(seconds("2026-11-27T00:00:00Z"), "Asia/Shanghai")).toBe("2026-11-27 08:00:00");
    expect(formatInZone(seconds("2026-11-27T00:00:00Z"), "America/New_York")).toBe("2026-11-26 19:00:00");
    expect(formatInZone(seconds("2026-07-01T00:00:00Z"), "America/New_York", "yyyy-mm-dd hh:MM")).toBe(
      "2026-06-30 20:00",
    );
    expect(formatInZone(null, "Asia/Shanghai")).toBe("-");
    expect(formatInZone(0, "Asia/Shanghai")).toBe("-");
  });

  it("tells the zone's offset at a moment, across daylight saving", () => {
    expect(offsetMinutesAt(Date.parse("2026-01-15T12:00:00Z"), "Asia/Shanghai")).toBe(480);
    expect(offsetMinutesAt(Date.parse("2026-01-15T12:00:00Z"), "America/New_York")).toBe(-300);
    expect(offsetMinutesAt(Date.parse("2026-07-15T12:00:00Z"), "America/New_York")).toBe(-240);
    expect(new Date(momentInZone("America/New_York", 2026, 3, 8, 3)).toISOString()).toBe(
      "2026-03-08T07:00:00.000Z",
    );
  });

  it("reads and fills a datetime input on the site's clock", () => {
    const at = seconds("2026-11-27T00:30:00Z");
    expect(secondsToZonedInput(at, "Asia/Shanghai")).toBe("2026-11-27T08:30");
    expect(zonedInputToSeconds("2026-11-27T08:30", "Asia/Shanghai")).toBe(at);
    expect(zonedInputToSeconds("2026-11-26T19:30", "America/New_York")).toBe(at);
    expect(zonedInputToSeconds("2026-02-30T08:00", "Asia/Shanghai")).toBeNull();
    expect(zonedInputToSeconds("", "Asia/Shanghai")).toBeNull();
    expect(secondsToZonedInput(null, "Asia/Shanghai")).toBe("");
  });
});
