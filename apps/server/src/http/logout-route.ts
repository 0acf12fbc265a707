import { t } from "@corp/domain/messages";
import type { FastifyInstance } from "fastify";
import type { Identity } from "../auth/identity.ts";
import { endSession, sessionGuard } from "../auth/session.ts";
import type { TokenStore } from "../auth/tokens.ts";
import { success } from "../envelope.ts";
import { defineRoute } from "./define-route.ts";

/** The logout of an identity (admin or member): its session checked first, then both tokens revoked. */
export function defineLogoutRoute(
  app: FastifyInstance,
  path: "/admin/index/logout" | "/api/user/logout",
  identity: Identity,
  tokens: TokenStore,
): void {
  defineRoute(
    app,
    "post",
    path,
    async (request, _reply, session) => {
      await endSession(identity, tokens, session, request.body?.refreshToken);
      return success(null, t("logoutSuccess", request.lang));
    },
    { guard: sessionGuard(identity, tokens) },
  );
}
