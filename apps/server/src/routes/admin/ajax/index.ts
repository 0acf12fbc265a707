import type { FastifyInstance } from "fastify";
import { guardAdminScope } from "../../../http/admin-ajax-scope.ts";
import { designerBuildAdminRoutes } from "../../../modules/designer/routes.ts";
import { moduleRoutes } from "../../../modules/market/routes.ts";
import { backupDownloadRoute } from "../../../modules/routine/routes.ts";
import { terminalConfigRoute, terminalRoute } from "../../../modules/terminal/routes.ts";
import { wordpressImportRoutes } from "../../../modules/wordpress-import/routes.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { areaRoute } from "./area.ts";
import { clearCacheRoute } from "./clear-cache.ts";
import { suffixSvgRoute } from "./suffix-svg.ts";
import { tableInfoRoutes } from "./table-info.ts";
import { uploadRoute } from "./upload.ts";

/** The admin ajax endpoints of SPEC §7, in one scope behind the admin gate. */
export async function adminAjaxRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (scope) => {
    guardAdminScope(scope, services);
    await uploadRoute(scope, services);
    areaRoute(scope, services);
    suffixSvgRoute(scope);
    tableInfoRoutes(scope, services);
    designerBuildAdminRoutes(scope, services);
    clearCacheRoute(scope, services);
    await terminalRoute(scope, services);
    terminalConfigRoute(scope, services);
    await moduleRoutes(scope, services);
    backupDownloadRoute(scope, services);
    await wordpressImportRoutes(scope, services);
  });
}
