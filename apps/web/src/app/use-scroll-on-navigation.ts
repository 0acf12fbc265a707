import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { ROUTE_CHANGE_SCROLL_MS, scrollToTop } from "../lib/scroll/scroll-to-top.ts";

/** SPEC §2: every route change scrolls to the top over 1000 ms. */
export function useScrollOnNavigation(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe("onResolved", (event) => {
        if (event.pathChanged) scrollToTop(ROUTE_CHANGE_SCROLL_MS);
      }),
    [router],
  );
}
