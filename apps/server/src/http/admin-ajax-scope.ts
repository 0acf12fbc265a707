import type { paths } from "@corp/contract/types";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import { type AdminAccess, authorizeAdmin } from "../admin/gate/authorize-admin.ts";
import { recordAdminWrite } from "../admin/gate/record-admin-write.ts";
import { identities, tokenFromHeaders } from "../auth/identity.ts";
import { AppError } from "../errors.ts";
import type { HttpMethod } from "../plugins/contract.ts";
import type { AppServices } from "../services/app-services.ts";
import { type ContractRequest, defineRoute, type RouteAnswer } from "./define-route.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The rule node an admin ajax route needs; null: any logged-in admin. Required in the ajax scope. */
    adminNode?: string | null;
    /** Also accept the admin token from the `batoken` query (image URLs cannot send headers). */
    tokenInQuery?: boolean;
  }
}

/** The admitted admin of an ajax request, and the writer of its admin log entry (titled by its rule, or by `title`). */
export type AjaxAdmin = AdminAccess & { log: (data: unknown, title?: string) => Promise<void> };

/** The refusals of what only a super admin may do: the terminal, installing or running modules, backups. */
type SuperAdminRefusal = "terminalSuperAdminOnly" | "moduleSuperAdminOnly" | "backupSuperAdminOnly";

const admitted = new WeakMap<FastifyRequest, AjaxAdmin>();

function tokenOf(request: FastifyRequest): string {
  const header = tokenFromHeaders(request.headers, identities.admin);
  if (header || !request.routeOptions.config.tokenInQuery) return header;
  return new URLSearchParams(request.url.split("?")[1] ?? "").get("batoken") ?? "";
}

/**
 * Puts a scope behind the admin gate: every route registered in it must declare its node (registration
 * fails otherwise), and every request passes the gate before its body is read, so a missing session
 * answers 303/409 before any 400.
 */
export function guardAdminScope(scope: FastifyInstance, services: AppServices): void {
  scope.addHook("onRoute", (route) => {
    if (route.config?.adminNode === undefined) {
      throw new Error(`${String(route.method)} ${route.url}: an admin ajax route must declare its node`);
    }
  });
  scope.addHook("onRequest", async (request) => {
    const node = request.routeOptions.config.adminNode ?? null;
    const access = await authorizeAdmin(services, tokenOf(request), node);
    const log = (data: unknown, title?: string) =>
      recordAdminWrite(services.db, {
        adminId: access.admin.id,
        username: access.admin.username,
        node: node ?? request.routeOptions.url ?? "",
        url: request.url.split("?")[0] ?? "",
        data,
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? "",
        ...(title ? { title } : {}),
      });
    admitted.set(request, { ...access, log });
  });
}

/** One admin ajax endpoint of the contract, with the node it needs declared beside it. */
export function adminAjaxRoute<P extends keyof paths & string, M extends HttpMethod>(
  scope: FastifyInstance,
  method: M,
  path: P,
  access: {
    node: string | null;
    tokenInQuery?: boolean;
    /** Only a super admin passes, whatever rules a group grants; others get this refusal (403). */
    superAdminOnly?: SuperAdminRefusal;
    stream?: Pick<RouteShorthandOptions, "sse" | "errorHandler">;
  },
  handler: (
    request: ContractRequest<P, M>,
    reply: FastifyReply,
    admin: AjaxAdmin,
  ) => Promise<RouteAnswer<P, M>>,
): void {
  defineRoute(
    scope,
    method,
    path,
    (request, reply) => {
      const admin = admitted.get(request);
      if (!admin) throw new Error(`${method} ${path} was not admitted by the admin gate`);
      if (access.superAdminOnly && !admin.permissions.isSuper)
        throw new AppError({ key: access.superAdminOnly, code: 401, status: 403 });
      return handler(request, reply, admin);
    },
    {
      config: { adminNode: access.node, tokenInQuery: access.tokenInQuery ?? false },
      ...(access.stream ? { stream: access.stream } : {}),
    },
  );
}
