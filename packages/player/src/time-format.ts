import type { PlayerMessages } from "./messages.ts";

const pad = (n: number) => String(n).padStart(2, "0");

function parts(seconds: number): [number, number, number] {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
}

/** "03:20", or "1:02:05" past an hour: the bar's current and total time. */
export function formatTime(seconds: number): string {
  const [h, m, s] = parts(seconds);
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** "1 分 05 秒" / "1 min 05 s": what a screen reader says for a time. */
export function spokenTime(seconds: number, messages: PlayerMessages): string {
  const [h, m, s] = parts(seconds);
  return messages.spokenTime(h, h > 0 ? pad(m) : String(m), pad(s));
}

/** The progress slider's aria-valuetext: "1 分 05 秒 / 3 分 20 秒". */
export function progressValueText(current: number, duration: number, messages: PlayerMessages): string {
  return messages.timeOf(spokenTime(current, messages), spokenTime(duration, messages));
}

/** The full-screen clock: hh:mm:ss of the viewer's local time. */
export function formatClock(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
