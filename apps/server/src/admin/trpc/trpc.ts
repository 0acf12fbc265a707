import { classifyDatabaseError } from "@corp/db/database-errors";
import { httpStatusMessage } from "@corp/domain/error-catalogue";
import { type AnyRouter, initTRPC, TRPCError } from "@trpc/server";
import { AppError } from "../../errors.ts";
import { authorizeAdmin } from "../gate/authorize-admin.ts";
import { recordAdminWrite } from "../gate/record-admin-write.ts";
import type { TrpcContext } from "./context.ts";

/** Carries the envelope code (303 need login, 409 token expired, 401 no permission) to the client. */
export type AppErrorShape = { appCode: number; appData: unknown };

const t = initTRPC
  .context<TrpcContext>()
  .meta<{ node?: string; dynamicNode?: boolean }>()
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
      const message = ctx
        ? httpStatusMessage(status === 503 ? 503 : status >= 500 ? 500 : status, ctx.lang)
        : "";
      return { ...shape, message, data: { ...shape.data, appCode: 0, appData: null, stack: undefined } };
    },
  });

export const router = t.router;
/**
 * The router a server serves: the product's (AppRouter, admin/router.ts), or one with more controllers (a
 * test adding a collection). Its procedures are reached by path, so their types are not needed here.
 */
export type AdminRouter = AnyRouter;
/** One router of two routers' procedures: a collection's and those of its extra buttons. */
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/**
 * A database failure as what it means to the caller: the database down is 503 (try again), a value that
 * does not fit its column is the caller's bad parameter (400); anything else stays a fault of ours.
 */
function databaseFailure(error: unknown): TRPCError | undefined {
  const cause = error instanceof TRPCError ? error.cause : error;
  const failure = classifyDatabaseError(cause);
  if (failure === "unavailable") return new TRPCError({ code: "SERVICE_UNAVAILABLE", cause });
  if (failure === "badValue")
    return new TRPCError({
      code: "BAD_REQUEST",
      cause: new AppError({ key: "incorrectParameter", status: 400 }),
    });
  return undefined;
}

const procedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = databaseFailure(result.error);
    if (mapped) throw mapped;
  }
  return result;
});

/**
 * The gate's refusal as a tRPC error whose cause the formatter and the REST adapter turn into the
 * envelope. Only the gate's own refusals: a database that cannot be reached is not a missing login.
 */
function refusal(cause: unknown): TRPCError {
  if (!(cause instanceof AppError)) throw databaseFailure(cause) ?? cause;
  const forbidden = cause.status === 403;
  return new TRPCError({ code: forbidden ? "FORBIDDEN" : "UNAUTHORIZED", cause });
}

/** The node of a procedure whose page is known only from its input (a designed table). */
export type NodeOf = (rawInput: unknown, ctx: TrpcContext) => Promise<string>;

function gatedProcedure(meta: { node: string; dynamicNode?: boolean }, nodeOf: string | NodeOf) {
  return procedure.meta(meta).use(async ({ ctx, next, type, path, getRawInput }) => {
    let node = typeof nodeOf === "string" ? nodeOf : meta.node;
    const resolve =
      typeof nodeOf === "string"
        ? nodeOf
        : async () => {
            node = await nodeOf(await getRawInput(), ctx);
            return node;
          };
    const { admin, permissions } = await authorizeAdmin(
      ctx.services,
      ctx.adminToken,
      resolve,
      ctx.admitted,
    ).catch((cause: unknown) => {
      // A resolver's own refusal (unknown table) is already a procedure error.
      throw cause instanceof TRPCError ? cause : refusal(cause);
    });
    const result = await next({ ctx: { ...ctx, admin, permissions } });
    if (type === "mutation" && result.ok) {
      await recordAdminWrite(ctx.services.db, {
        adminId: admin.id,
        username: admin.username,
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

/**
 * A procedure an admin may call only when the gate admits him for `node` (super admins hold every node).
 * The node is declared where the procedure is defined, so the permission of every procedure can be listed;
 * every successful mutation is recorded in the admin log.
 */
export function adminProcedure(node: string) {
  return gatedProcedure({ node }, node);
}

/**
 * Like `adminProcedure`, for pages that exist only at run time: `pattern` ("designed/<table>/index") names the
 * node for listings, `nodeOf` finds the real one from the input after the session is checked.
 */
export function adminProcedureFor(pattern: string, nodeOf: NodeOf) {
  return gatedProcedure({ node: pattern, dynamicNode: true }, nodeOf);
}
