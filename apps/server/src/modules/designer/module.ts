import { defineModule } from "../../http/define-module.ts";
import { designerRouters } from "./router.ts";
import { designerBuildAdminRoutes, designerDialect } from "./routes.ts";

/** The CRUD designer and the one router serving every designed table (ADR 0022). */
export const designerModule = defineModule({
  name: "designer",
  router: designerRouters,
  ajax: designerBuildAdminRoutes,
  dialect: designerDialect,
});
