import type { FastifyInstance } from "fastify";
import { success } from "../../../envelope.ts";
import { adminAjaxRoute } from "../../../http/admin-ajax-scope.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { areaOptionsFor } from "../../../services/area.ts";

/** `GET /admin/ajax/area`: provinces, a province's cities or a city's districts, for the city field. */
export function areaRoute(scope: FastifyInstance, services: AppServices): void {
  adminAjaxRoute(scope, "get", "/admin/ajax/area", { node: null }, async (request) =>
    success(await areaOptionsFor(services.db, request.query)),
  );
}
