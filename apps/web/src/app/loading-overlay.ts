/** SPEC §4 and §9: the overlay of index.html stays 1 s after the app has mounted. */
export const LOADING_OVERLAY_MS = 1000;

export const LOADING_OVERLAY_ID = "app-loading";

/** Fades the overlay out after the delay; returns a cancel for an unmount before then. */
export function scheduleOverlayRemoval(doc: Document = document, delayMs = LOADING_OVERLAY_MS): () => void {
  const timer = setTimeout(() => {
    const overlay = doc.getElementById(LOADING_OVERLAY_ID);
    if (!overlay) return;
    overlay.classList.add("app-loading-done");
    // Removed at once when transitions are off (tests, reduced motion); else after the fade.
    const remove = () => overlay.remove();
    overlay.addEventListener("transitionend", remove, { once: true });
    setTimeout(remove, 400);
  }, delayMs);
  return () => clearTimeout(timer);
}
