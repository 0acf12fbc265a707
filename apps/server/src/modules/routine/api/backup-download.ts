import type { FastifyInstance } from "fastify";
import { AppError } from "../../../errors.ts";
import { adminAjaxRoute } from "../../../http/admin-ajax-scope.ts";
import type { AppServices } from "../../../services/app-services.ts";

/**
 * `GET /admin/routine.backup/download?id=`: a finished backup's archive, streamed from the backups
 * store, for a super admin. The token may come in the query, so the page downloads it with a link (a
 * browser saves it to disk as it arrives); the query's token is masked in the log.
 */
export function backupDownloadRoute(scope: FastifyInstance, services: AppServices): void {
  adminAjaxRoute(
    scope,
    "get",
    "/admin/routine.backup/download",
    { node: "routine/backup/download", tokenInQuery: true, superAdminOnly: "backupSuperAdminOnly" },
    async (request, reply) => {
      const run = await services.db
        .selectFrom("backup_run")
        .select(["status", "file_key"])
        .where("id", "=", request.query.id)
        .executeTakeFirst();
      if (!run) throw new AppError({ key: "recordNotFound", status: 404 });
      if (run.status !== "success" || !run.file_key)
        throw new AppError({ key: "backupNotReady", status: 409 });
      const info = await services.backups.stat(run.file_key);
      if (!info) throw new AppError({ key: "backupFileMissing", status: 404 });
      const body = await services.backups.open(run.file_key);
      return reply
        .type("application/gzip")
        .header("content-length", String(info.size))
        .header("content-disposition", `attachment; filename="${run.file_key}"`)
        .header("cache-control", "no-store")
        .send(body) as never;
    },
  );
}
