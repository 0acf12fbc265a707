import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { ROUTE_CHANGE_SCROLL_MS, scrollToTop } from "../lib/scroll/scroll-to-top.ts";

/** SPEC §2: every route change scrolls to the top over 1000 ms. */
export function useScrollOnNavigation(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe("onResolved", (event) => {
        // A menu entry such as /us/company#culture leads to a section of the page, not to its top.
        const hash = event.toLocation.hash;
        const target = hash ? document.getElementById(hash) : null;
        if (target) target.scrollIntoView({ behavior: "smooth", block: "start" });
        else if (event.pathChanged) scrollToTop(ROUTE_CHANGE_SCROLL_MS);
      }),
    [router],
  );
}
