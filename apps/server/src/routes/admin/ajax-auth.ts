import { httpStatusMessage } from "@corp/domain/error-catalogue";
import { isAllowed } from "@corp/domain/permission";
import type { FastifyRequest } from "fastify";
import { identities, tokenFromHeaders } from "../../auth/identity.ts";
import { requireSession } from "../../auth/session.ts";
import { AppError } from "../../errors.ts";
import { adminPermissions, loadEnabledAdmin } from "../../services/admin-account.ts";
import { recordAdminWrite } from "../../services/admin-log.ts";
import type { AppServices } from "../../services/app-services.ts";

/** The rule node each admin ajax endpoint needs; null: any logged-in admin (as in BuildAdmin). */
export const AJAX_NODES: Record<string, string | null> = {
  "POST /admin/ajax/upload": null,
  "GET /admin/ajax/area": null,
  "GET /admin/ajax/buildSuffixSvg": null,
  "GET /admin/ajax/getTablePk": "crud/crud/index",
  "GET /admin/ajax/getTableList": "crud/crud/index",
  "GET /admin/ajax/getTableFieldList": "crud/crud/index",
  "GET /admin/ajax/getDatabaseConnectionList": "crud/crud/index",
  "POST /admin/ajax/clearCache": "routine/config/edit",
};

/** The token from the `batoken` header, or the query for image URLs (buildSuffixSvg). */
function adminToken(request: FastifyRequest, allowQuery: boolean): string {
  const header = tokenFromHeaders(request.headers, identities.admin);
  if (header || !allowQuery) return header;
  const query = new URLSearchParams(request.url.split("?")[1] ?? "");
  return query.get("batoken") ?? "";
}

/** The logged-in admin, refused like a procedure (303 need login, 403 without the node). */
export async function requireAdmin(
  services: AppServices,
  request: FastifyRequest,
  endpoint: keyof typeof AJAX_NODES,
  options: { tokenInQuery?: boolean } = {},
) {
  const id = await requireSession(
    identities.admin,
    adminToken(request, options.tokenInQuery ?? false),
    services.tokens,
  );
  const admin = await loadEnabledAdmin(services.db, id);
  const permissions = await adminPermissions(services.db, id);
  const node = AJAX_NODES[endpoint] ?? null;
  if (node !== null && !isAllowed(node, permissions.ruleNames, permissions.isSuper)) {
    throw new AppError({ text: httpStatusMessage(403, request.lang), code: 401, status: 403 });
  }
  const log = (data: unknown) =>
    recordAdminWrite(services.db, {
      adminId: admin.id,
      username: admin.username,
      node: node ?? endpoint.split(" ")[1] ?? endpoint,
      url: request.url.split("?")[0] ?? "",
      data,
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
    });
  return { admin, permissions, log };
}

/** requireAdmin as a route guard, run before the request's input is checked. */
export const adminGuard =
  (services: AppServices, endpoint: keyof typeof AJAX_NODES, options: { tokenInQuery?: boolean } = {}) =>
  (request: FastifyRequest) =>
    requireAdmin(services, request, endpoint, options);
