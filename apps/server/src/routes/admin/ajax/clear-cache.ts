import { rm } from "node:fs/promises";
import { t } from "@corp/domain/messages";
import type { FastifyInstance } from "fastify";
import { success } from "../../../envelope.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { imageCacheDir } from "../../../services/image-variants.ts";
import { adminAjaxRoute } from "./admin-ajax-scope.ts";

/** `POST /admin/ajax/clearCache`, for admins who may edit the site settings. */
export function clearCacheRoute(scope: FastifyInstance, services: AppServices): void {
  adminAjaxRoute(
    scope,
    "post",
    "/admin/ajax/clearCache",
    { node: "routine/config/edit" },
    async (request, _reply, { log }) => {
      const type = request.body?.type ?? "all";
      // Site settings are read from the database on every request; resized images are the one cache on disk.
      if (type === "all" || type === "images") {
        await rm(imageCacheDir(services.env.DATA_DIR), { recursive: true, force: true });
      }
      await log({ type });
      return success(null, t("cacheCleared", request.lang));
    },
  );
}
