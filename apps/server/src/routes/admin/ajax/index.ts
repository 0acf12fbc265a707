import type { FastifyInstance } from "fastify";
import { guardAdminScope } from "../../../http/admin-ajax-scope.ts";
import type { Register } from "../../../http/define-module.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { areaRoute } from "./area.ts";
import { clearCacheRoute } from "./clear-cache.ts";
import { suffixSvgRoute } from "./suffix-svg.ts";
import { tableInfoRoutes } from "./table-info.ts";
import { uploadRoute } from "./upload.ts";

/** The admin ajax endpoints of SPEC §7, in one scope behind the admin gate, with the modules' (`ajax`). */
export async function adminAjaxRoutes(
  app: FastifyInstance,
  services: AppServices,
  moduleRoutes: readonly Register[],
): Promise<void> {
  await app.register(async (scope) => {
    guardAdminScope(scope, services);
    await uploadRoute(scope, services);
    areaRoute(scope, services);
    suffixSvgRoute(scope);
    tableInfoRoutes(scope, services);
    clearCacheRoute(scope, services);
    for (const routes of moduleRoutes) await routes(scope, services);
  });
}
