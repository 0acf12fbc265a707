import { useEffect, useState } from "react";

/** How far the page must be scrolled before the header switches to its compact, coloured style. */
export const HEADER_SCROLL_THRESHOLD_PX = 60;

/** Whether the page is scrolled past `threshold`; false on the server and until the first check. */
export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY >= threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
