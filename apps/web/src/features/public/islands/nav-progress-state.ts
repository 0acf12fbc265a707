/** SPEC: the bar starts at 8 % and creeps forward every 800 ms until the page has loaded. */
export const PROGRESS_MINIMUM = 0.08;
export const PROGRESS_TRICKLE_MS = 800;
/** It never reaches the end by trickling: only a finished navigation completes it. */
export const PROGRESS_CEILING = 0.994;

/** The next position while loading: bigger steps early, smaller ones as it nears the end. */
export function trickle(progress: number): number {
  const from = Math.max(PROGRESS_MINIMUM, progress);
  const step = from < 0.2 ? 0.1 : from < 0.5 ? 0.04 : from < 0.8 ? 0.02 : 0.005;
  return Math.min(PROGRESS_CEILING, from + step);
}
