import { type ComponentType, lazy } from "react";

/**
 * The shell's own pages by path under /admin. The shell renders them itself so that open tabs stay
 * mounted (keep-alive); each is a separate chunk loaded on first visit.
 */
export const shellPages: Record<string, ComponentType> = {
  dashboard: lazy(() =>
    import("../admin-dashboard/dashboard-page.tsx").then((m) => ({ default: m.DashboardPage })),
  ),
  "auth/admin": lazy(() => import("../admin-auth/admin-page.tsx").then((m) => ({ default: m.AdminPage }))),
  "auth/group": lazy(() => import("../admin-auth/group-page.tsx").then((m) => ({ default: m.GroupPage }))),
  "auth/rule": lazy(() => import("../admin-auth/rule-page.tsx").then((m) => ({ default: m.RulePage }))),
  "auth/adminLog": lazy(() =>
    import("../admin-auth/admin-log-page.tsx").then((m) => ({ default: m.AdminLogPage })),
  ),
  "routine/config": lazy(() =>
    import("../admin-routine/config-page.tsx").then((m) => ({ default: m.ConfigPage })),
  ),
  "routine/attachment": lazy(() =>
    import("../admin-routine/attachment-page.tsx").then((m) => ({ default: m.AttachmentPage })),
  ),
  "routine/adminInfo": lazy(() =>
    import("../admin-profile/profile-page.tsx").then((m) => ({ default: m.ProfilePage })),
  ),
};
