import { PROGRESS_MINIMUM, PROGRESS_TRICKLE_MS, trickle } from "./nav-progress-state.ts";

/** A navigation that has not ended after this long shows the bar (a prerendered page never does). */
export const SLOW_NAVIGATION_MS = 150;

/** True for a click that loads another page of this site in this window. */
export function leadsToPage(event: MouseEvent, location: Location): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return false;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return false;
  const to = new URL(link.href, location.href);
  if (to.origin !== location.origin) return false;
  // A link to a section of this same page scrolls; it loads nothing.
  return !(to.pathname === location.pathname && to.search === location.search && to.hash !== "");
}

/**
 * SPEC §4's top progress bar for page loads: it appears once a navigation is slow, starts at 8 % and
 * creeps forward every 800 ms until the next page replaces this one (or the visitor comes back to it).
 */
export function startNavProgress(doc: Document = document): void {
  let bar: HTMLElement | undefined;
  let timers: number[] = [];
  const stop = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    bar?.remove();
    bar = undefined;
  };
  const show = () => {
    const element = doc.createElement("div");
    element.className = "nav-progress";
    element.setAttribute("role", "progressbar");
    element.setAttribute("aria-label", doc.body.dataset.progressLabel ?? "");
    element.setAttribute("aria-valuemin", "0");
    element.setAttribute("aria-valuemax", "100");
    const fill = doc.createElement("div");
    fill.className = "nav-progress__bar";
    element.append(fill);
    doc.body.append(element);
    bar = element;
    let progress = PROGRESS_MINIMUM;
    const paint = () => {
      fill.style.transform = `scaleX(${progress})`;
      element.setAttribute("aria-valuenow", String(Math.round(progress * 100)));
      element.dataset.progress = String(progress);
    };
    paint();
    const step = () => {
      progress = trickle(progress);
      paint();
      timers.push(window.setTimeout(step, PROGRESS_TRICKLE_MS));
    };
    timers.push(window.setTimeout(step, PROGRESS_TRICKLE_MS));
  };
  const begin = () => {
    stop();
    timers.push(window.setTimeout(show, SLOW_NAVIGATION_MS));
  };
  doc.addEventListener("click", (event) => {
    if (leadsToPage(event, doc.location)) begin();
  });
  doc.addEventListener("submit", (event) => {
    if (!event.defaultPrevented) begin();
  });
  // Back to this page from the history cache, or a download instead of a page: no navigation is under way.
  window.addEventListener("pageshow", stop);
  window.addEventListener("pagehide", stop);
}
