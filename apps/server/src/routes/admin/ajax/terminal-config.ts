import { t } from "@corp/domain/messages";
import type { FastifyInstance } from "fastify";
import { success } from "../../../envelope.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { readPackageManager, writePackageManager } from "../../../services/terminal/terminal-config.ts";
import { adminAjaxRoute } from "./admin-ajax-scope.ts";
import { requireSuperAdmin } from "./terminal.ts";

/**
 * `POST /admin/ajax/changeTerminalConfig`: the package manager of the terminal's install, build and test
 * commands, kept in the site config (BuildAdmin rewrites a PHP file). Without `manager`, the settings.
 */
export function terminalConfigRoute(scope: FastifyInstance, services: AppServices): void {
  adminAjaxRoute(
    scope,
    "post",
    "/admin/ajax/changeTerminalConfig",
    { node: null },
    async (request, _reply, admin) => {
      requireSuperAdmin(admin);
      const current = await readPackageManager(services.db);
      const wanted = request.body?.manager;
      if (!wanted || wanted === current) return success({ manager: current });
      await writePackageManager(services.db, wanted);
      await admin.log({ manager: wanted, was: current }, "终端-设置");
      return success({ manager: wanted }, t("terminalConfigChanged", request.lang));
    },
  );
}
