import { authRouter } from "./routers/auth/auth.ts";
import { dashboardRouter } from "./routers/dashboard.ts";
import { router } from "./trpc.ts";

/** The admin back-office procedures, mounted at /admin/trpc. */
export const appRouter = router({
  dashboard: dashboardRouter,
  auth: authRouter,
});

export type AppRouter = typeof appRouter;
