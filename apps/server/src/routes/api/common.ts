import type { FastifyInstance } from "fastify";
import { identityOfRefreshType } from "../../auth/identity.ts";
import { success } from "../../envelope.ts";
import { AppError } from "../../errors.ts";
import { defineRoute } from "../../http/define-route.ts";
import type { AppServices } from "../../services/app-services.ts";

const refreshInvalid = () => new AppError({ key: "refreshInvalid", code: 0 });

export function commonRoutes(app: FastifyInstance, services: AppServices): void {
  const { db, tokens } = services;

  /**
   * A new access token and a new refresh token for a refresh token, which is used up (ADR 0017): the
   * client keeps the new one. A refresh token presented a second time ends its whole session.
   */
  defineRoute(app, "post", "/api/common/refreshToken", async (request) => {
    const presented = request.body.refreshToken;
    const rotation = await tokens.rotate(presented, (type) => identityOfRefreshType(type)?.accessType);
    if (rotation.state !== "rotated") throw refreshInvalid();
    const identity = identityOfRefreshType(rotation.type);
    if (!identity) throw refreshInvalid();
    const account = await db
      .selectFrom(identity.table)
      .select(["status"])
      .where("id", "=", rotation.userId)
      .executeTakeFirst();
    if (account?.status !== "enable") {
      await tokens.revokeFamilyOfRefresh(rotation.refreshToken);
      throw refreshInvalid();
    }
    return success({
      type: identity.refreshType as "admin-refresh" | "user-refresh",
      token: rotation.token,
      refreshToken: rotation.refreshToken,
    });
  });
}
