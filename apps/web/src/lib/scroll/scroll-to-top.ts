/** SPEC §9: the TOP button scrolls for 2000 ms, a route change for 1000 ms. */
export const TOP_BUTTON_SCROLL_MS = 2000;
export const ROUTE_CHANGE_SCROLL_MS = 1000;

/** What the animation needs of a window; injected so the easing can be tested frame by frame. */
export interface ScrollHost {
  readonly scrollY: number;
  scrollTo(x: number, y: number): void;
  requestAnimationFrame(callback: (time: number) => void): number;
  cancelAnimationFrame(handle: number): void;
  matchMedia?(query: string): { matches: boolean };
}

export function easeInOutQuad(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

let cancelRunning: (() => void) | undefined;

/**
 * Scrolls to the top over `durationMs` with an ease-in-out curve. A new call replaces a running one,
 * so a click on TOP during a route-change scroll does not make the two fight.
 */
export function scrollToTop(durationMs: number, host: ScrollHost = window): () => void {
  cancelRunning?.();
  const from = host.scrollY;
  const reducedMotion = host.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
  if (from <= 0 || durationMs <= 0 || reducedMotion) {
    if (from > 0) host.scrollTo(0, 0);
    cancelRunning = undefined;
    return () => undefined;
  }
  let start: number | undefined;
  let handle = 0;
  const step = (time: number) => {
    start ??= time;
    const progress = Math.min(1, (time - start) / durationMs);
    host.scrollTo(0, Math.round(from * (1 - easeInOutQuad(progress))));
    if (progress < 1) handle = host.requestAnimationFrame(step);
    else cancelRunning = undefined;
  };
  handle = host.requestAnimationFrame(step);
  const cancel = () => {
    host.cancelAnimationFrame(handle);
    if (cancelRunning === cancel) cancelRunning = undefined;
  };
  cancelRunning = cancel;
  return cancel;
}
