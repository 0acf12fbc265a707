import type { AnyRouter } from "@trpc/server";
import { accountRouter, authRouter } from "../modules/auth/router.ts";
import { contentRouter } from "../modules/content/router.ts";
import { dashboardRouter } from "../modules/dashboard/router.ts";
import { securityRouter } from "../modules/data-security/router.ts";
import { crudDesignerRouter, designedRouter } from "../modules/designer/router.ts";
import { membersRouter } from "../modules/members/router.ts";
import { routineRouter } from "../modules/routine/router.ts";
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
