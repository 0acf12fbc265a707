/** The site's time zone: dates read the same on the server and in every visitor's browser. */
const CHINA_OFFSET_SECONDS = 8 * 3600;

/** "2024-05-18" for a publish time in seconds since the epoch, in China time. */
export function publishDate(seconds: number): string {
  return new Date((seconds + CHINA_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
}
