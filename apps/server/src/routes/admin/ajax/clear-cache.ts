import { t } from "@corp/domain/messages";
import type { FastifyInstance } from "fastify";
import { success } from "../../../envelope.ts";
import { adminAjaxRoute } from "../../../http/admin-ajax-scope.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { bumpContentVersion } from "../../../services/content-version.ts";

/**
 * `POST /admin/ajax/clearCache`, for admins who may edit the site settings. What the server keeps in
 * memory is kept by content version (ADR 0009), so clearing it moves the versions: every server process
 * reads menus, settings and pages again and stops answering its stored copies.
 */
export function clearCacheRoute(scope: FastifyInstance, services: AppServices): void {
  adminAjaxRoute(
    scope,
    "post",
    "/admin/ajax/clearCache",
    { node: "routine/config/edit" },
    async (request, _reply, { log }) => {
      const type = request.body?.type ?? "all";
      // BuildAdmin's client clears "tp", its server's own cache: here what every process keeps in memory.
      const kept = type === "all" || type === "tp";
      if (kept || type === "config") await bumpContentVersion(services.db, "site");
      if (kept || type === "content") {
        await bumpContentVersion(services.db, "article");
        await bumpContentVersion(services.db, "page");
      }
      if (type === "all" || type === "images") {
        await services.imageVariants.clear();
      }
      await log({ type });
      return success(null, t("cacheCleared", request.lang));
    },
  );
}
