import type { FastifyInstance } from "fastify";
import { identityOfRefreshType } from "../../auth/identity.ts";
import { TOKEN_TTL } from "../../auth/tokens.ts";
import { success } from "../../envelope.ts";
import { AppError } from "../../errors.ts";
import type { AppServices } from "../../services/app-services.ts";
import { defineRoute } from "../define-route.ts";

export function commonRoutes(app: FastifyInstance, services: AppServices): void {
  const { db, tokens } = services;

  defineRoute(app, "post", "/api/common/refreshToken", async (request) => {
    const found = await tokens.findRefresh(request.body.refreshToken);
    const identity = found ? identityOfRefreshType(found.type) : undefined;
    if (!found || !identity) throw new AppError({ key: "refreshInvalid", code: 0 });
    const account = await db
      .selectFrom(identity.table)
      .select(["status"])
      .where("id", "=", found.userId)
      .executeTakeFirst();
    if (account?.status !== "enable") {
      await tokens.revoke(request.body.refreshToken);
      throw new AppError({ key: "refreshInvalid", code: 0 });
    }
    const token = await tokens.issue(identity.accessType, found.userId, TOKEN_TTL.access);
    return success({ type: identity.refreshType as "admin-refresh" | "user-refresh", token });
  });
}
