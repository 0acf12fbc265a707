import type { FastifyInstance } from "fastify";
import { success } from "../../../envelope.ts";
import { AppError } from "../../../errors.ts";
import { adminAjaxRoute } from "../../../http/admin-ajax-scope.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { knownTable, tableFields, tableList, tablePk } from "../../../services/table-info.ts";

/** The CRUD designer's view of the database, for admins who may open it. */
const node = "crud/crud/index";

/** Only the one database this server talks to exists. */
const checkConnection = (connection: string | undefined) => {
  if (connection && connection !== "default") throw new AppError({ key: "incorrectParameter", status: 400 });
};

const requireKnownTable = async (services: AppServices, table: string) => {
  if (!(await knownTable(services.db, table))) throw new AppError({ key: "tableUnknown" });
};

/** The table endpoints: tables, a table's primary key and fields, the database connections. */
export function tableInfoRoutes(scope: FastifyInstance, services: AppServices): void {
  adminAjaxRoute(scope, "get", "/admin/ajax/getTableList", { node }, async (request) => {
    checkConnection(request.query?.connection);
    const excluded = new Set(request.query?.["excludeTable[]"] ?? []);
    const typed = (request.query?.quickSearch ?? "").toLowerCase();
    const list = (await tableList(services.db)).filter(
      (t) => !excluded.has(t.table) && `${t.table}\0${t.comment}`.toLowerCase().includes(typed),
    );
    return success({ list });
  });

  adminAjaxRoute(scope, "get", "/admin/ajax/getTablePk", { node }, async (request) => {
    checkConnection(request.query.connection);
    await requireKnownTable(services, request.query.table);
    return success({ pk: await tablePk(services.db, request.query.table) });
  });

  adminAjaxRoute(scope, "get", "/admin/ajax/getTableFieldList", { node }, async (request) => {
    checkConnection(request.query.connection);
    const table = request.query.table;
    await requireKnownTable(services, table);
    const clean = request.query.clean === "1" || request.query.clean === "true";
    return success({
      pk: await tablePk(services.db, table),
      fieldList: await tableFields(services.db, table, clean),
    });
  });

  adminAjaxRoute(scope, "get", "/admin/ajax/getDatabaseConnectionList", { node }, async () => {
    return success({ list: [{ type: "pgsql", key: "default" }] });
  });
}
