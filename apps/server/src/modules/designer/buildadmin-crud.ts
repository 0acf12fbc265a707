import type { Database } from "@corp/db/schema";
import { tableDesign } from "@corp/domain/crud-design/design-schema";
import { DESIGNED_SCHEMA, isTableName, RESERVED_TABLES } from "@corp/domain/crud-design/identifiers";
import { t } from "@corp/domain/messages";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type Kysely, sql } from "kysely";
import { z } from "zod";
import { createCallerFactory } from "../../admin/trpc/trpc.ts";
import { identities, tokenFromHeaders } from "../../auth/identity.ts";
import { failure, success } from "../../envelope.ts";
import { AppError } from "../../errors.ts";
import { type AjaxAdmin, adminAjaxRoute } from "../../http/admin-ajax-scope.ts";
import type { AppServices } from "../../services/app-services.ts";
import {
  type BaGenerateInput,
  baGenerateInput,
  buildAdminFieldsOf,
  checkConnection,
  designFromBuildAdmin,
  designToBuildAdmin,
} from "./buildadmin-design.ts";
import { refusal } from "./buildadmin-fields.ts";
import { crudDesignerRouter } from "./designer.ts";
import {
  designedTableById,
  designedTableExists,
  liveTable,
  productTableNames,
  takenDesignedNames,
} from "./registry.ts";

const createCaller = createCallerFactory(crudDesignerRouter);

/** The designer's procedures as the admin the gate admitted: their nodes, checks and admin log are their own. */
function designerAs(services: AppServices, request: FastifyRequest, access: AjaxAdmin) {
  return createCaller({
    services,
    lang: request.lang,
    adminToken: tokenFromHeaders(request.headers, identities.admin),
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? "",
    url: request.url.split("?")[0] ?? request.url,
    log: request.log,
    admitted: async () => ({ admin: access.admin, permissions: access.permissions }),
  });
}

/** A procedure's refusal as the envelope's catalogue message. */
const answered = <T>(work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => {
    if (error instanceof TRPCError && error.cause instanceof AppError) throw error.cause;
    if (error instanceof TRPCError && error.code === "SERVICE_UNAVAILABLE")
      throw new AppError({ key: "serviceUnavailable", status: 503 });
    throw error;
  });

/** A body read by its schema, or 400 naming the refused fields. */
function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = Object.fromEntries(result.error.issues.map((i) => [i.path.join(".") || "input", i.message]));
  throw new AppError({ key: "incorrectParameter", status: 400, data: { fields } });
}

const logId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const startInput = z.object({
  type: z.string().max(10).default("db"),
  table: z.string().min(1).max(120),
  connection: z.string().max(100).default(""),
});

const checkInput = z.object({ table: z.string().max(100), connection: z.string().max(100).default("") });

/** Whether a table the catalogue knows (names checked before) holds no rows. */
async function holdsNoRows(db: Kysely<Database>, schema: string, table: string): Promise<boolean> {
  const { rows } = await sql<{ empty: boolean }>`
    select not exists (select 1 from ${sql.id(schema, table)}) as empty
  `.execute(db);
  return Boolean(rows[0]?.empty);
}

/**
 * Where a BuildAdmin design starts: reopened from a log row (`type: log`, the row `logStart` answered),
 * whose design keeps what BuildAdmin's view cannot show; generated as a change of that row's table when
 * it is the live table of the same name (refused as changed meanwhile unless the row is still its current
 * design), else as a new table.
 */
async function startOf(db: Kysely<Database>, input: BaGenerateInput) {
  const id = input.type === "log" ? input.table.designLogId : null;
  const log = id
    ? await db
        .selectFrom("crud_log")
        .select(["id", "table", "fields", "table_id"])
        .where("id", "=", id)
        .executeTakeFirst()
    : undefined;
  const before = log
    ? tableDesign.safeParse({ ...(log.table as object), fields: log.fields }).data
    : undefined;
  const live = await liveTable(db, input.table.name);
  const ownTable = log !== undefined && live !== undefined && log.table_id === live.id;
  return { before: before ?? null, baseLogId: ownTable ? log.id : null };
}

/**
 * BuildAdmin's CRUD designer calls (`/admin/crud.Crud/*`, its `web/src/api/backend/crud.ts`) onto the
 * designer's own operations: start from a table or a log row, check a name, generate (a designed table and
 * its admin page; no PHP or Vue file, as its answers say), delete a generated table as the designer drops
 * it. Its log lists at `crud.Log/index` through the generic adapter (dialect.ts).
 */
export function designerBuildAdminRoutes(scope: FastifyInstance, services: AppServices): void {
  const db = services.db;

  adminAjaxRoute(
    scope,
    "get",
    "/admin/crud.Crud/checkCrudLog",
    { node: "crud/crud/index" },
    async (request) => {
      const { table = "", connection = "" } = request.query;
      checkConnection(connection);
      const log = await db
        .selectFrom("crud_log")
        .select(["id", "status"])
        .where("table_name", "=", table)
        .where("connection", "in", ["default", ""])
        .orderBy("id", "desc")
        .executeTakeFirst();
      return success({ id: log?.status === "success" ? log.id : 0 });
    },
  );

  adminAjaxRoute(
    scope,
    "post",
    "/admin/crud.Crud/parseFieldData",
    { node: "crud/crud/index" },
    async (request, _reply, access) => {
      const body = parsed(startInput, request.body);
      checkConnection(body.connection);
      if (body.type !== "db") throw refusal("crudBaStartUnsupported");
      const draft = await answered(designerAs(services, request, access).fromTable({ table: body.table }));
      const design = tableDesign.parse(draft);
      const designed = body.table.startsWith(`${DESIGNED_SCHEMA}.`);
      const schema = designed ? DESIGNED_SCHEMA : "public";
      const name = designed ? body.table.slice(DESIGNED_SCHEMA.length + 1) : body.table;
      return success({
        columns: Object.fromEntries(buildAdminFieldsOf(design).map((f) => [f.name, f])),
        comment: design.comment,
        empty: await holdsNoRows(db, schema, name),
      });
    },
  );

  adminAjaxRoute(
    scope,
    "get",
    "/admin/crud.Crud/getFileData",
    { node: "crud/crud/index" },
    async (request) => {
      const files = { modelFile: "", controllerFile: "", validateFile: "", webViewsDir: "" };
      const message = t("crudBaNoFiles", request.lang, { name: request.query.table ?? "" });
      return success({ ...files, controllerFileList: {}, modelFileList: {} }, message);
    },
  );

  adminAjaxRoute(
    scope,
    "post",
    "/admin/crud.Crud/generateCheck",
    { node: "crud/crud/index" },
    async (request) => {
      const { table: name, connection } = parsed(checkInput, request.body);
      checkConnection(connection);
      if (!isTableName(name)) throw refusal("crudTableNameInvalid", { name });
      if (RESERVED_TABLES.has(name) || (await productTableNames(db)).has(name))
        throw refusal("crudTableReserved", { name });
      // Its view then asks to go on; generating changes the table only from its current design.
      if (await liveTable(db, name))
        return failure(-1, t("crudTableExists", request.lang, { name }), { table: true, controller: false });
      if ((await designedTableExists(db, name)) || (await takenDesignedNames(db, [name])).length > 0)
        throw refusal("crudNameTaken", { name });
      return success(null);
    },
  );

  adminAjaxRoute(
    scope,
    "post",
    "/admin/crud.Crud/generate",
    { node: "crud/crud/generate" },
    async (request, _reply, access) => {
      const input = parsed(baGenerateInput, request.body);
      const { before, baseLogId } = await startOf(db, input);
      const design = parsed(tableDesign, designFromBuildAdmin(input, before));
      const generated = await answered(designerAs(services, request, access).generate({ design, baseLogId }));
      return success(null, t("crudBaGenerated", request.lang, { name: design.name, path: generated.path }));
    },
  );

  adminAjaxRoute(
    scope,
    "post",
    "/admin/crud.Crud/logStart",
    { node: "crud/crud/logStart" },
    async (request, _reply, access) => {
      const { id } = parsed(logId, request.body);
      const started = await answered(designerAs(services, request, access).logStart({ id }));
      const live = await liveTable(db, started.design.name);
      const empty = live ? await holdsNoRows(db, DESIGNED_SCHEMA, live.name) : true;
      return success(designToBuildAdmin(started.design, { empty, designLogId: id }));
    },
  );

  adminAjaxRoute(
    scope,
    "post",
    "/admin/crud.Crud/delete",
    { node: "crud/crud/delete" },
    async (request, _reply, access) => {
      const { id } = parsed(logId, request.body);
      const log = await db
        .selectFrom("crud_log")
        .select(["status", "table_id"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!log) throw new AppError({ key: "recordNotFound" });
      const table = log.table_id ? await designedTableById(db, log.table_id) : undefined;
      if (log.status !== "success" || table?.status !== "active") throw refusal("crudBaNothingToDelete");
      const caller = designerAs(services, request, access);
      const { archive } = await answered(caller.dropTable({ table: table.name, confirm: table.name }));
      return success(null, t("crudBaDeleted", request.lang, { name: table.name, archive }));
    },
  );
}
