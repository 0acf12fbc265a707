import { router } from "../../admin/trpc/trpc.ts";
import { designedRouter } from "./designed.ts";
import { crudDesignerRouter } from "./designer.ts";

/**
 * The module's admin routers, composed into the admin router (admin/router.ts). Only these reach the
 * web's types (`@corp/server/trpc`), so they carry no REST routes.
 */
export * from "./designed.ts";
export * from "./designer.ts";

/** Its routers under the keys the admin router (AppRouter) holds them. */
export const designerRouters = { crud: router({ crud: crudDesignerRouter }), designed: designedRouter };
