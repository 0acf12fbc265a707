import { defineModule } from "../../http/define-module.ts";
import { dashboardRouters } from "./router.ts";
import { dashboardDialect } from "./routes.ts";

/** The dashboard's figures. */
export const dashboardModule = defineModule({
  name: "dashboard",
  router: dashboardRouters,
  dialect: dashboardDialect,
});
