import type { FastifyInstance } from "fastify";
import { success } from "../../../envelope.ts";
import { AppError } from "../../../errors.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { areaOptions } from "../../../services/area.ts";
import { adminAjaxRoute } from "./admin-ajax-scope.ts";

const positiveId = (value: string | undefined): number | undefined => {
  if (value === undefined || value === "") return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new AppError({ key: "incorrectParameter", status: 400 });
  return n;
};

/** `GET /admin/ajax/area`: provinces, a province's cities or a city's districts, for the city field. */
export function areaRoute(scope: FastifyInstance, services: AppServices): void {
  adminAjaxRoute(scope, "get", "/admin/ajax/area", { node: null }, async (request) => {
    const province = positiveId(request.query?.province);
    const city = positiveId(request.query?.city);
    return success(await areaOptions(services.db, { province, city }));
  });
}
