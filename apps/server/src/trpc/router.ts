import { dashboardRouter } from "./routers/dashboard.ts";
import { router } from "./trpc.ts";

/** The admin back-office procedures, mounted at /admin/trpc. */
export const appRouter = router({
  dashboard: dashboardRouter,
});

export type AppRouter = typeof appRouter;
