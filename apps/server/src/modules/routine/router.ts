import { routineRouter } from "./routine.ts";

/**
 * The module's admin routers, composed into the admin router (admin/router.ts). Only these reach the
 * web's types (`@corp/server/trpc`), so they carry no REST routes.
 */
export * from "./routine.ts";

/** Its routers under the keys the admin router (AppRouter) holds them. */
export const routineRouters = { routine: routineRouter };
