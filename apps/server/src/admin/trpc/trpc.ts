import { httpStatusMessage } from "@corp/domain/error-catalogue";
import { isAllowed } from "@corp/domain/permission";
import { initTRPC, TRPCError } from "@trpc/server";
import { identities } from "../../auth/identity.ts";
import { requireSession } from "../../auth/session.ts";
import { AppError } from "../../errors.ts";
import { adminPermissions, loadEnabledAdmin } from "../../services/admin-account.ts";
import { recordAdminWrite } from "../../services/admin-log.ts";
import type { TrpcContext } from "./context.ts";

/** Carries the envelope code (303 need login, 409 token expired, 401 no permission) to the client. */
export type AppErrorShape = { appCode: number; appData: unknown };

const t = initTRPC
  .context<TrpcContext>()
  .meta<{ node?: string }>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const cause = error.cause;
      if (cause instanceof AppError && ctx) {
        return {
          ...shape,
          message: cause.localize(ctx.lang),
          data: { ...shape.data, appCode: cause.code, appData: cause.data, stack: undefined },
        };
      }
      const status = shape.data.httpStatus;
      const message =
        ctx && status >= 500
          ? httpStatusMessage(500, ctx.lang)
          : ctx
            ? httpStatusMessage(status, ctx.lang)
            : "";
      return { ...shape, message, data: { ...shape.data, appCode: 0, appData: null, stack: undefined } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

const authed = t.procedure.use(async ({ ctx, next }) => {
  const adminId = await requireSession(identities.admin, ctx.adminToken, ctx.services.tokens).catch(
    (cause: unknown) => {
      throw new TRPCError({ code: "UNAUTHORIZED", cause });
    },
  );
  const admin = await loadEnabledAdmin(ctx.services.db, adminId).catch((cause: unknown) => {
    throw new TRPCError({ code: "UNAUTHORIZED", cause });
  });
  const permissions = await adminPermissions(ctx.services.db, adminId);
  return next({ ctx: { ...ctx, admin, permissions } });
});

/**
 * A procedure an admin may call only when holding `node` (super admins hold every node). The node is
 * declared where the procedure is defined, so the permission of every procedure can be listed.
 */
export function adminProcedure(node: string) {
  return authed.meta({ node }).use(async ({ ctx, next, type, path, getRawInput }) => {
    if (!isAllowed(node, ctx.permissions.ruleNames, ctx.permissions.isSuper)) {
      throw new TRPCError({
        code: "FORBIDDEN",
        cause: new AppError({ text: httpStatusMessage(403, ctx.lang), code: 401, status: 403 }),
      });
    }
    const result = await next();
    // Every admin write is recorded once it has succeeded.
    if (type === "mutation" && result.ok) {
      await recordAdminWrite(ctx.services.db, {
        adminId: ctx.admin.id,
        username: ctx.admin.username,
        node,
        url: ctx.url ?? `/admin/trpc/${path}`,
        data: await getRawInput(),
        ip: ctx.ip,
        userAgent: ctx.userAgent ?? "",
      });
    }
    return result;
  });
}
