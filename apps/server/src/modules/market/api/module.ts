import type { Lang } from "@corp/domain/lang";
import { t } from "@corp/domain/messages";
import { moduleInstallState } from "@corp/domain/module-install-state";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { APP_VERSION } from "../../../app-version.ts";
import { success } from "../../../envelope.ts";
import { adminAjaxRoute } from "../../../http/admin-ajax-scope.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { receiveFile } from "../../../services/upload.ts";
import { type InstalledModule, installedModules } from "../installed-modules.ts";
import { fetchFromMarket } from "../market-install.ts";
import { changeModuleState, installModule, keepModulePackage, uninstallModule } from "../module-market.ts";
import { updateModule } from "../module-update.ts";
import { MODULE_ZIP_LIMITS, zipRefused } from "../read-module-zip.ts";
import { buildAdminConflicts, installAsk, moduleUid } from "./buildadmin-install.ts";
import { buildAdminStoreRoutes } from "./buildadmin-store.ts";
import { NODE, outcomeAnswer } from "./module-answer.ts";
import { moduleMarketRoutes } from "./module-market.ts";

/**
 * The zip BuildAdmin's market view uploaded as an attachment and names by its address: read from the file
 * store, refused like an upload when it is too large; an address that is not an upload's is no zip.
 */
async function uploadedAttachment(services: AppServices, url: string): Promise<Buffer> {
  const key = services.files.keyOf(url);
  const info = key ? await services.files.stat(key) : undefined;
  if (!key || !info) throw zipRefused("no uploaded file at that address");
  if (info.size > MODULE_ZIP_LIMITS.zipBytes) throw zipRefused("size");
  return services.files.read(key);
}

/** True when the module is installed and enabled. */
const enabledModule = async (services: AppServices, uid: string) =>
  (await installedModules(services.db)).some((m) => m.uid === uid && m.state === "enable");

/** Installing, updating, enabling and removing modules is for the super admin (ADR 0023). */
const superAdminOnly = "moduleSuperAdminOnly";

function moduleInfo(module: InstalledModule, lang: Lang) {
  const { manifest } = module;
  return {
    uid: module.uid,
    title: manifest.title[lang],
    titles: manifest.title,
    version: module.version,
    description: manifest.description,
    state: module.state === "enable" ? moduleInstallState.enabled : moduleInstallState.disabled,
    installTime: module.installTime,
    routes: manifest.routes,
    files: module.publicFiles,
    tables: manifest.migrations.map((step) => step.createTable.name),
    menu: manifest.menu.map((entry) => `module/${module.uid}/${entry.name}`),
  };
}

/**
 * The module market of SPEC §2 at BuildAdmin's addresses (`/admin/module/index`, `upload`, `install`,
 * `changeState`, `uninstall`), in the admin ajax scope behind the gate (ADR 0021).
 */
export async function moduleRoutes(scope: FastifyInstance, services: AppServices): Promise<void> {
  adminAjaxRoute(scope, "get", "/admin/module/index", { node: `${NODE}/index` }, async (request) => {
    const installed = await installedModules(services.db);
    return success({
      installed: installed.map((module) => moduleInfo(module, request.lang)),
      sysVersion: APP_VERSION,
    });
  });

  await scope.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: MODULE_ZIP_LIMITS.zipBytes, files: 1 } });
    adminAjaxRoute(
      uploads,
      "post",
      "/admin/module/upload",
      { node: `${NODE}/install`, superAdminOnly },
      async (request, _reply, { log }) => {
        const bytes = request.query.file
          ? await uploadedAttachment(services, request.query.file)
          : await receiveFile(request, MODULE_ZIP_LIMITS.zipBytes).then((file) => {
              if (file.truncated) throw zipRefused("size");
              return file.bytes;
            });
        const info = await keepModulePackage(services, bytes);
        await log({
          uid: info.uid,
          version: info.version,
          from: info.installedVersion,
          size: bytes.length,
        });
        return success({ info }, t("moduleUploaded", request.lang));
      },
    );
  });

  adminAjaxRoute(
    scope,
    "post",
    "/admin/module/install",
    { node: `${NODE}/install`, superAdminOnly },
    async (request, _reply, { log }) => {
      const { uid, confirm, buildAdmin, order } = installAsk(request.body, request.query);
      // Its "enable" switch posts changeState, then install to finish: here enabling was the whole of it.
      if (buildAdmin && !order && (await enabledModule(services, uid))) {
        return outcomeAnswer({ done: true, conflicts: [] }, t("moduleEnabled", request.lang), request.lang);
      }
      // BuildAdmin's market view installs a module bought in its store by its order: fetched first.
      const fetched = order
        ? await fetchFromMarket(services, request.lang, { uid, order, update: false })
        : null;
      const outcome = await installModule(services, uid, confirm);
      if (outcome.done) {
        const market = fetched ? { order, sha256: fetched.sha256, size: fetched.size } : {};
        await log({ uid, confirm, ...market });
      }
      if (!outcome.done && buildAdmin) return buildAdminConflicts(uid, outcome, request.lang);
      return outcomeAnswer(outcome, t("moduleInstalled", request.lang), request.lang);
    },
  );

  adminAjaxRoute(
    scope,
    "post",
    "/admin/module/update",
    { node: `${NODE}/update`, superAdminOnly },
    async (request, _reply, { log }) => {
      const { order, confirm = false } = request.body ?? {};
      const uid = moduleUid(request.body, request.query);
      const versionOf = async () => (await installedModules(services.db)).find((m) => m.uid === uid)?.version;
      const from = await versionOf();
      const fetched = order
        ? await fetchFromMarket(services, request.lang, { uid, order, update: true })
        : null;
      const outcome = await updateModule(services, uid, confirm);
      if (outcome.done) {
        const market = fetched ? { order, sha256: fetched.sha256, size: fetched.size } : {};
        await log({ uid, from, to: await versionOf(), confirm, ...market });
      }
      return outcomeAnswer(outcome, t("moduleUpdated", request.lang), request.lang);
    },
  );

  adminAjaxRoute(
    scope,
    "post",
    "/admin/module/changeState",
    { node: `${NODE}/changeState`, superAdminOnly },
    async (request, _reply, { log }) => {
      const { uid, state, confirm = false } = request.body;
      const outcome = await changeModuleState(services, uid, state ? "enable" : "disable", confirm);
      if (outcome.done) await log({ uid, state, confirm });
      return outcomeAnswer(
        outcome,
        t(state ? "moduleEnabled" : "moduleDisabled", request.lang),
        request.lang,
      );
    },
  );

  adminAjaxRoute(
    scope,
    "post",
    "/admin/module/uninstall",
    { node: `${NODE}/uninstall`, superAdminOnly },
    async (request, _reply, { log }) => {
      const uid = moduleUid(request.body, request.query);
      await uninstallModule(services, uid);
      await log({ uid });
      return success(null, t("moduleUninstalled", request.lang));
    },
  );

  /**
   * A module's install state as BuildAdmin's market view polls it after an upload or a purchase: 0 not
   * installed, 1 installed and enabled, 2 uploaded and waiting to be installed, 6 installed and disabled.
   */
  adminAjaxRoute(scope, "get", "/admin/module/state", { node: `${NODE}/index` }, async (request) => {
    const uid = request.query.uid;
    const installed = (await installedModules(services.db)).find((m) => m.uid === uid);
    const { enabled, disabled, uploaded, notInstalled } = moduleInstallState;
    if (installed) return success({ state: installed.state === "enable" ? enabled : disabled });
    const waiting = await services.db
      .selectFrom("module_package")
      .select("uid")
      .where("uid", "=", uid)
      .where("stage", "=", "uploaded")
      .executeTakeFirst();
    return success({ state: waiting ? uploaded : notInstalled });
  });

  await moduleMarketRoutes(scope, services);
  await buildAdminStoreRoutes(scope, services);
}
