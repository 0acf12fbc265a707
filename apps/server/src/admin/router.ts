import type { AnyRouter } from "@trpc/server";
import { authRouters } from "../modules/auth/router.ts";
import { contentRouters } from "../modules/content/router.ts";
import { dashboardRouters } from "../modules/dashboard/router.ts";
import { securityRouters } from "../modules/data-security/router.ts";
import { designerRouters } from "../modules/designer/router.ts";
import { membersRouters } from "../modules/members/router.ts";
import { routineRouters } from "../modules/routine/router.ts";
import { router } from "./trpc/trpc.ts";

/**
 * The modules' admin routers, as their router.ts declares them (the `router` of their module.ts). This
 * list is apart from server-modules.ts because the web's types reach it (`@corp/server/trpc`): a module's
 * definition leads to its route code, its router.ts does not (ADR 0032). server-modules.test.ts checks
 * the two agree.
 */
export const moduleRouters = [
  authRouters,
  contentRouters,
  dashboardRouters,
  securityRouters,
  designerRouters,
  membersRouters,
  routineRouters,
] as const;

type Intersection<U> = (U extends unknown ? (each: U) => void : never) extends (all: infer I) => void
  ? I
  : never;
/** Every module's routers, as one object. */
type ModuleRouters = Intersection<(typeof moduleRouters)[number]>;

/** The modules' routers merged; a key two modules declare stops the server. */
function merged(): ModuleRouters {
  const all: Record<string, AnyRouter> = {};
  for (const routers of moduleRouters)
    for (const [key, declared] of Object.entries<AnyRouter>(routers)) {
      if (key in all) throw new Error(`the admin router "${key}" is declared by two modules`);
      all[key] = declared;
    }
  return all as ModuleRouters;
}

/** The admin back-office procedures, mounted at /admin/trpc. */
export const appRouter = router(merged());

export type AppRouter = typeof appRouter;

export type { AdminRouter } from "./trpc/trpc.ts";
