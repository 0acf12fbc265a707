import { contentRouter } from "./content.ts";

/**
 * The module's admin routers, composed into the admin router (admin/router.ts). Only these reach the
 * web's types (`@corp/server/trpc`), so they carry no REST routes.
 */
export * from "./content.ts";

/** Its routers under the keys the admin router (AppRouter) holds them. */
export const contentRouters = { content: contentRouter };
