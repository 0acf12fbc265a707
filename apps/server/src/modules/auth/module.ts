import { defineModule } from "../../http/define-module.ts";
import { authRouters } from "./router.ts";
import { adminIndexRoutes, authDialect } from "./routes.ts";

/** Admins, groups, menu rules, the admin's own profile and the admin login. */
export const authModule = defineModule({
  name: "auth",
  router: authRouters,
  routes: adminIndexRoutes,
  dialect: authDialect,
});
