import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import { scheduleOverlayRemoval } from "../app/loading-overlay.ts";
import { useDocumentTitle } from "../app/use-document-title.ts";
import { useMemberSync } from "../app/use-member-sync.ts";
import { useScrollOnNavigation } from "../app/use-scroll-on-navigation.ts";
import { useSiteTimeZoneSync } from "../app/use-site-time-zone.ts";
import type { RouterContext } from "../router.tsx";

/** The single-page areas (admin, member centre); public pages are server HTML (features/public). */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  useDocumentTitle();
  useScrollOnNavigation();
  useMemberSync();
  useSiteTimeZoneSync();
  useEffect(() => scheduleOverlayRemoval(), []);
  return <Outlet />;
}
