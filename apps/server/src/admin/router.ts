import type { AnyRouter } from "@trpc/server";
import { accountRouter } from "./routers/account.ts";
import { authRouter } from "./routers/auth/auth.ts";
import { contentRouter } from "./routers/content/content.ts";
import { crudDesignerRouter } from "./routers/crud/designer.ts";
import { dashboardRouter } from "./routers/dashboard.ts";
import { designedRouter } from "./routers/designed/designed.ts";
import { routineRouter } from "./routers/routine/routine.ts";
import { securityRouter } from "./routers/security/security.ts";
import { membersRouter } from "./routers/user/members.ts";
import { router } from "./trpc/trpc.ts";

/** The admin back-office procedures, mounted at /admin/trpc. */
export const appRouter = router({
  dashboard: dashboardRouter,
  auth: authRouter,
  user: membersRouter,
  routine: routineRouter,
  security: securityRouter,
  content: contentRouter,
  account: accountRouter,
  crud: router({ crud: crudDesignerRouter }),
  designed: designedRouter,
});

export type AppRouter = typeof appRouter;

/**
 * The router a server serves: the product's, or one with more controllers (a test adding a collection).
 * Its procedures are reached by path, so their types are not needed here.
 */
export type AdminRouter = AnyRouter;
