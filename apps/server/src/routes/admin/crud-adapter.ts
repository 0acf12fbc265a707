import { Readable } from "node:stream";
import type { Lang } from "@corp/domain/lang";
import { t } from "@corp/domain/messages";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { csvStreamOf } from "../../admin/crud/csv.ts";
import { admins } from "../../admin/gate/authorize-admin.ts";
import { appRouter } from "../../admin/router.ts";
import type { TrpcContext } from "../../admin/trpc/context.ts";
import { type AdminRouter, createCallerFactory } from "../../admin/trpc/trpc.ts";
import { admitOnce } from "../../auth/authorize.ts";
import { identities, tokenFromHeaders } from "../../auth/identity.ts";
import { success } from "../../envelope.ts";
import { AppError } from "../../errors.ts";
import { parseBracketQuery } from "../../http/bracket-query.ts";
import { actionKey, type CallProcedure, type Dialect, mergeDialects } from "../../http/buildadmin-dialect.ts";
import { moneyFromWire, moneyToWire } from "../../http/money-values.ts";
import { type HttpMethod, routeSchema } from "../../plugins/contract.ts";
import { sendNotFound } from "../../plugins/error-handler.ts";
import { zodFields } from "../../plugins/validation-fields.ts";
import type { AppServices } from "../../services/app-services.ts";
import { statusFromWire, statusToWire } from "./buildadmin/status-values.ts";

/** The REST actions of a controller and the procedure each one calls (ADR 0006). */
export const CRUD_ACTIONS = [
  { method: "get", action: "index", procedure: "index" },
  { method: "get", action: "edit", procedure: "get" },
  { method: "post", action: "add", procedure: "add" },
  // What an add form shows first: only controllers whose dialect answers it (a ledger's member).
  { method: "get", action: "add", procedure: "addForm" },
  { method: "post", action: "edit", procedure: "edit" },
  { method: "delete", action: "del", procedure: "del" },
  { method: "post", action: "sortable", procedure: "sortable" },
  { method: "get", action: "export", procedure: "exportCsv" },
  { method: "get", action: "info", procedure: "info" },
  { method: "post", action: "restore", procedure: "restore" },
  { method: "post", action: "rollback", procedure: "rollback" },
] as const satisfies readonly { method: HttpMethod; action: string; procedure: string }[];

type CrudAction = (typeof CRUD_ACTIONS)[number];

type Procedures = Readonly<Record<string, unknown>>;

/** Controllers by lower-cased dotted name ("auth.adminlog" -> "auth.adminLog"), from the router itself. */
function controllersOf(procedures: Procedures): Map<string, string> {
  const controllers = new Map<string, string>();
  for (const path of Object.keys(procedures)) {
    const dot = path.lastIndexOf(".");
    const procedure = path.slice(dot + 1);
    // A designed table's page is one router for every table (`designedCall`).
    if (dot > 0 && !path.startsWith("designed.") && CRUD_ACTIONS.some((a) => a.procedure === procedure)) {
      const controller = path.slice(0, dot);
      controllers.set(controller.toLowerCase(), controller);
    }
  }
  return controllers;
}

/** Every `{controller, action}` the adapter serves, for the permission matrix. */
export function restOperations(
  adminRouter: AdminRouter = appRouter,
): { controller: string; action: CrudAction }[] {
  const procedures: Procedures = adminRouter._def.procedures;
  const out: { controller: string; action: CrudAction }[] = [];
  for (const controller of controllersOf(procedures).values()) {
    for (const action of CRUD_ACTIONS) {
      if (`${controller}.${action.procedure}` in procedures) out.push({ controller, action });
    }
  }
  return out;
}

type Procedure = (input: unknown) => Promise<unknown>;

function procedureOf(procedures: Procedures, caller: unknown, path: string): Procedure | undefined {
  if (!(path in procedures)) return undefined;
  let node: unknown = caller;
  for (const part of path.split(".")) node = (node as Record<string, unknown>)[part];
  return typeof node === "function" ? (node as Procedure) : undefined;
}

/**
 * The procedure's failure as the envelope: its catalogue message, or 400 for invalid input, each refused
 * field named with the catalogue's text (`input`, what was checked, tells a field left out).
 */
function asAppError(error: unknown, lang: Lang, input?: unknown): unknown {
  if (!(error instanceof TRPCError)) return error;
  if (error.cause instanceof AppError) return error.cause;
  if (error.cause instanceof ZodError) {
    return new AppError({
      key: "incorrectParameter",
      status: 400,
      data: { fields: zodFields(error.cause, lang, input) },
    });
  }
  if (error.code === "BAD_REQUEST") return new AppError({ key: "incorrectParameter", status: 400 });
  if (error.code === "SERVICE_UNAVAILABLE") return new AppError({ key: "serviceUnavailable", status: 503 });
  return error;
}

/**
 * The query as BuildAdmin's brackets write it (`search[0][field]=title`); the filters may also come as the
 * JSON text the contract describes (`search=[{"field":"title","operator":"LIKE","val":"新闻"}]`), which
 * any OpenAPI client can send. Text that is no JSON stays text, and the input's check refuses it.
 */
function queryOf(request: FastifyRequest) {
  const query = parseBracketQuery(request.url.split("?")[1] ?? "");
  if (typeof query.search === "string") {
    try {
      query.search = JSON.parse(query.search);
    } catch {}
  }
  return query;
}

function inputOf(request: FastifyRequest, action: CrudAction): unknown {
  const query = queryOf(request);
  if (action.method === "get") return query;
  const body =
    request.body && typeof request.body === "object" ? (request.body as Record<string, unknown>) : {};
  // DELETE del carries the ids in the query (BuildAdmin) or the body.
  return action.action === "del" ? { ...query, ...body } : body;
}

/**
 * `/admin/designed/<table>/<action>`: the designed tables' procedures, the table from the path. A form's
 * fields come flat, as BuildAdmin posts them; the procedure takes them as the row.
 */
function designedCall(
  call: Procedure | undefined,
  table: string,
  action: CrudAction,
): ((input: unknown) => Promise<unknown>) | undefined {
  if (!call) return undefined;
  return (input) => {
    const given = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
    if (action.action === "add" || (action.action === "edit" && action.method === "post")) {
      const { id, ...row } = given;
      return call(action.action === "add" ? { table, row } : { table, id, row });
    }
    return call({ ...given, table });
  };
}

function callerContext(services: AppServices, request: FastifyRequest): TrpcContext {
  const adminToken = tokenFromHeaders(request.headers, identities.admin);
  return {
    services,
    lang: request.lang,
    adminToken,
    // The gate checks the session once however many procedures the request calls (an edit's read).
    admitted: admitOnce(services, admins, adminToken),
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? "",
    url: request.url.split("?")[0] ?? request.url,
    log: request.log,
    streamsExport: true,
  };
}

/** `stream`: an export's text as it is made (`csvStreamOf` the procedure's own answer, before any copy). */
function answer(
  reply: FastifyReply,
  request: FastifyRequest,
  action: CrudAction,
  result: unknown,
  stream = csvStreamOf(result),
) {
  switch (action.action) {
    case "index":
      return success(result);
    case "info":
      return success({ row: result });
    case "restore":
    case "rollback": {
      const count = (result as { count: number }).count;
      const key = action.action === "restore" ? "restoredRows" : "rolledBackChanges";
      return success({ count }, t(key, request.lang, { count }));
    }
    case "edit":
      return action.method === "get"
        ? success({ row: result })
        : success({ row: result }, t("ok", request.lang));
    case "add":
      return success({ row: result }, t("ok", request.lang));
    case "del": {
      const count = (result as { count: number }).count;
      return success({ count }, t("deletedRows", request.lang, { count }));
    }
    case "sortable":
      return success(null, t("ok", request.lang));
    case "export": {
      const { filename, csv } = result as { filename: string; csv: string };
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(stream ? Readable.from(stream) : csv);
    }
  }
}

/** Actions whose answer carries the controller's rows, and whose body its form's fields. */
const ROW_ANSWERS = new Set(["index", "edit", "add", "info"]);

/** A form's money in fen, as the procedures take it (yuan on the wire, `money-values.ts`). */
const wireInput = (controller: string, action: CrudAction, input: unknown): unknown =>
  action.method === "post" && (action.action === "add" || action.action === "edit")
    ? moneyFromWire(controller, input)
    : input;

/** The rows' money in yuan, as the REST API carries it. */
const wireAnswer = (controller: string, action: CrudAction, result: unknown): unknown =>
  ROW_ANSWERS.has(action.action) ? moneyToWire(controller, result) : result;

/** The row an edit starts from: a client may send only the fields it changes (a table's switch). */
async function withStoredFields(
  procedures: Procedures,
  call: CallProcedure,
  controller: string,
  input: unknown,
): Promise<unknown> {
  const changes = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  if (changes.id === undefined || !(`${controller}.get` in procedures)) return input;
  const stored = await call(`${controller}.get`, { id: changes.id });
  return { ...(stored as Record<string, unknown>), ...changes };
}

/**
 * BuildAdmin's REST shapes onto the tRPC procedures: `/admin/auth.Admin/index` and
 * `/admin/auth/admin/index` (case-insensitive) call `auth.admin.index` through `createCaller`, so the
 * node check, validation and admin log are the procedures' own. Its values are translated at this edge
 * (statuses "1"/"0", money in yuan, partial edits), and each module's dialect adds its own actions and
 * the answers its pages read (ADR 0019).
 */
export function crudAdapterRoutes(
  app: FastifyInstance,
  services: AppServices,
  adminRouter: AdminRouter,
  dialects: readonly Dialect[],
): void {
  const dialect = mergeDialects(dialects);
  const procedures: Procedures = adminRouter._def.procedures;
  const controllers = controllersOf(procedures);
  const createCaller = createCallerFactory(adminRouter);
  for (const action of CRUD_ACTIONS) {
    for (const contractPath of [
      `/admin/{controller}/${action.action}`,
      `/admin/{area}/{controller}/${action.action}`,
    ]) {
      // The query and body are checked by the procedure, after the session and node: documented only here.
      const { querystring: _query, body: _body, ...schema } = routeSchema(action.method, contractPath);
      app.route({
        method: action.method.toUpperCase() as Uppercase<HttpMethod>,
        url: contractPath.replace(/\{(\w+)\}/g, ":$1"),
        schema,
        handler: async (request, reply) => {
          const params = request.params as { area?: string; controller: string };
          const name = [params.area, params.controller].filter(Boolean).join(".").toLowerCase();
          const caller = createCaller(callerContext(services, request));
          const call: CallProcedure = async (path, input) => {
            const procedure = procedureOf(procedures, caller, path);
            if (!procedure) throw new Error(`no admin procedure ${path}`);
            return procedure(input).catch((error: unknown) => {
              throw asAppError(error, request.lang, input);
            });
          };
          const key = actionKey(name, action.method, action.action);
          const special = dialect.actions[key];
          const controller = controllers.get(name);
          // A designed table's page: one router for every table, its values as the design has them.
          if (params.area?.toLowerCase() === "designed") {
            const designed = designedCall(
              procedureOf(procedures, caller, `designed.${action.procedure}`),
              params.controller,
              action,
            );
            if (!designed) return sendNotFound(request, reply);
            const given = inputOf(request, action);
            const result = await designed(given).catch((error: unknown) => {
              throw asAppError(error, request.lang, given);
            });
            return answer(reply, request, action, result);
          }
          const path = controller ? `${controller}.${action.procedure}` : "";
          // Answered here, not by the not-found handler, which serves the web app's pages under /admin.
          if (!special && !procedureOf(procedures, caller, path)) return sendNotFound(request, reply);
          const input = wireInput(
            name,
            action,
            statusFromWire(name, inputOf(request, action), dialect.statusWords),
          );
          if (special) {
            const { data, msg } = await special(input, call, request.lang, services);
            return success(statusToWire(name, moneyToWire(name, data), dialect.statusWords), msg ?? "");
          }
          const complete =
            action.action === "edit" && action.method === "post"
              ? await withStoredFields(procedures, call, controller ?? "", input)
              : input;
          const result = wireAnswer(name, action, await call(path, complete));
          const shaped = dialect.answers[key];
          const shown = shaped ? await shaped(services, request, result) : result;
          const wire = statusToWire(name, shown, dialect.statusWords);
          return answer(reply, request, action, wire, csvStreamOf(result));
        },
      });
    }
  }
}
