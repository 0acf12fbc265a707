/** Unix seconds as the value of an `<input type="datetime-local">` in local time, and back. */
export function secondsToLocalInput(seconds: number | null | undefined): string {
  if (!seconds) return "";
  const d = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function localInputToSeconds(text: string): number | null {
  if (!text) return null;
  const ms = new Date(text).getTime();
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}
