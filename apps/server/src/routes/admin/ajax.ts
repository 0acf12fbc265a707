import { rm } from "node:fs/promises";
import { join } from "node:path";
import { t } from "@corp/domain/messages";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { success } from "../../envelope.ts";
import { AppError } from "../../errors.ts";
import type { AppServices } from "../../services/app-services.ts";
import { areaOptions } from "../../services/area.ts";
import { suffixSvg } from "../../services/suffix-svg.ts";
import { knownTable, tableFields, tableList, tablePk } from "../../services/table-info.ts";
import { type IncomingFile, storeUpload, uploadLimits, uploadRefused } from "../../services/upload.ts";
import { defineRoute } from "../define-route.ts";
import { adminGuard } from "./ajax-auth.ts";

const badParameter = () => new AppError({ key: "incorrectParameter", status: 400 });

const positiveId = (value: string | undefined): number | undefined => {
  if (value === undefined || value === "") return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw badParameter();
  return n;
};

/** Only the one database this server talks to exists. */
const checkConnection = (connection: string | undefined) => {
  if (connection && connection !== "default") throw badParameter();
};

async function receiveFile(request: FastifyRequest, maxSize: number): Promise<IncomingFile> {
  if (!request.isMultipart()) throw uploadRefused("incomplete");
  const part = await request.file({ limits: { fileSize: maxSize, files: 1, fields: 20, parts: 30 } });
  if (!part) throw uploadRefused("incomplete");
  let truncated = false;
  let bytes: Buffer = Buffer.alloc(0);
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code !== "FST_REQ_FILE_TOO_LARGE") throw error;
    truncated = true;
  }
  return { name: part.filename ?? "", type: part.mimetype ?? "", bytes, truncated };
}

/** The admin ajax endpoints of SPEC §7. */
export async function adminAjaxRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (scope) => {
    // preservePath: the name as sent, so a "../" name is refused instead of silently shortened.
    await scope.register(multipart, { preservePath: true, limits: { fileSize: 1024 ** 3, files: 1 } });

    defineRoute(
      scope,
      "post",
      "/admin/ajax/upload",
      async (request, _reply, { admin, log }) => {
        const limits = await uploadLimits(services);
        const file = await receiveFile(request, limits.maxSize);
        const topic = (request.query?.topic ?? "default").replace(/[^\w-]/g, "").slice(0, 20) || "default";
        const upload = { file, limits, topic, lang: request.lang };
        const row = await storeUpload(services, upload, { adminId: admin.id });
        await log({ name: file.name, size: row.size, url: row.url, sha1: row.sha1 });
        return success(
          {
            file: {
              id: row.id,
              url: row.url,
              name: row.name,
              size: row.size,
              mimetype: row.mimetype,
              width: row.width,
              height: row.height,
              quote: row.quote,
              sha1: row.sha1,
              topic: row.topic,
            },
          },
          t("uploadSuccess", request.lang),
        );
      },
      { guard: adminGuard(services, "POST /admin/ajax/upload") },
    );
  });

  defineRoute(
    app,
    "get",
    "/admin/ajax/area",
    async (request) => {
      const province = positiveId(request.query?.province);
      const city = positiveId(request.query?.city);
      return success(await areaOptions(services.db, { province, city }));
    },
    { guard: adminGuard(services, "GET /admin/ajax/area") },
  );

  defineRoute(
    app,
    "get",
    "/admin/ajax/buildSuffixSvg",
    async (request, reply) => {
      const svg = suffixSvg(request.query?.suffix ?? "", request.query?.background ?? "");
      reply
        .type("image/svg+xml; charset=utf-8")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header("cache-control", "private, max-age=86400");
      return reply.send(svg) as never;
    },
    { guard: adminGuard(services, "GET /admin/ajax/buildSuffixSvg", { tokenInQuery: true }) },
  );

  defineRoute(
    app,
    "get",
    "/admin/ajax/getTableList",
    async (request) => {
      checkConnection(request.query?.connection);
      return success({ list: await tableList(services.db) });
    },
    { guard: adminGuard(services, "GET /admin/ajax/getTableList") },
  );

  defineRoute(
    app,
    "get",
    "/admin/ajax/getTablePk",
    async (request) => {
      checkConnection(request.query.connection);
      if (!(await knownTable(services.db, request.query.table))) throw new AppError({ key: "tableUnknown" });
      return success({ pk: await tablePk(services.db, request.query.table) });
    },
    { guard: adminGuard(services, "GET /admin/ajax/getTablePk") },
  );

  defineRoute(
    app,
    "get",
    "/admin/ajax/getTableFieldList",
    async (request) => {
      checkConnection(request.query.connection);
      const table = request.query.table;
      if (!(await knownTable(services.db, table))) throw new AppError({ key: "tableUnknown" });
      const clean = request.query.clean === "1" || request.query.clean === "true";
      return success({
        pk: await tablePk(services.db, table),
        fieldList: await tableFields(services.db, table, clean),
      });
    },
    { guard: adminGuard(services, "GET /admin/ajax/getTableFieldList") },
  );

  defineRoute(
    app,
    "get",
    "/admin/ajax/getDatabaseConnectionList",
    async () => {
      return success({ list: [{ type: "pgsql", key: "default" }] });
    },
    { guard: adminGuard(services, "GET /admin/ajax/getDatabaseConnectionList") },
  );

  defineRoute(
    app,
    "post",
    "/admin/ajax/clearCache",
    async (request, _reply, { log }) => {
      const type = request.body?.type ?? "all";
      // Site settings are read from the database on every request; resized images are the one cache on disk.
      if (type === "all" || type === "images") {
        await rm(join(services.env.DATA_DIR, "cache", "images"), { recursive: true, force: true });
      }
      await log({ type });
      return success(null, t("cacheCleared", request.lang));
    },
    { guard: adminGuard(services, "POST /admin/ajax/clearCache") },
  );
}
