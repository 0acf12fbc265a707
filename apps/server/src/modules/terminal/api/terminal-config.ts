import { t } from "@corp/domain/messages";
import type { FastifyInstance } from "fastify";
import { success } from "../../../envelope.ts";
import { adminAjaxRoute } from "../../../http/admin-ajax-scope.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { requireInstalled } from "../package-managers.ts";
import { readTerminalConfig, writePackageManager } from "../terminal-config.ts";
import { requireSuperAdmin } from "./terminal.ts";

/**
 * `POST /admin/ajax/changeTerminalConfig`: the package manager of the terminal's install, build and test
 * commands, kept in the site config (BuildAdmin rewrites a PHP file), one of those the server has. Without
 * `manager`, the settings; both answers list the installed managers for the settings' choice.
 */
export function terminalConfigRoute(scope: FastifyInstance, services: AppServices): void {
  adminAjaxRoute(
    scope,
    "post",
    "/admin/ajax/changeTerminalConfig",
    { node: null },
    async (request, _reply, admin) => {
      requireSuperAdmin(admin);
      const { manager: current, saved, installed } = await readTerminalConfig(services.db);
      const wanted = request.body?.manager;
      if (!wanted) return success({ manager: current, installed });
      requireInstalled(wanted, installed);
      // The choice is saved even when it is the default in use: the default follows what is installed.
      if (wanted === saved) return success({ manager: current, installed });
      await writePackageManager(services.db, wanted);
      await admin.log({ manager: wanted, was: current }, "终端-设置");
      return success({ manager: wanted, installed }, t("terminalConfigChanged", request.lang));
    },
  );
}
