import { type ModuleManifest, moduleClaims } from "@corp/domain/module-manifest";
import { AppError } from "../../errors.ts";
import type { AppServices } from "../../services/app-services.ts";
import { conflictsWith, installedModules, storedJson } from "./installed-modules.ts";
import {
  checkNewer,
  checkRequires,
  disableHolders,
  findModule,
  type MarketOutcome,
  refused,
} from "./module-market.ts";
import { runModuleMigrations } from "./module-migrations.ts";
import { readModulePackage } from "./module-package.ts";
import { syncModuleRules } from "./module-rules.ts";

/**
 * Every table an installed version created must still be created, by the same migration, in the new
 * version: an update keeps the module's data, so one that would drop a table is refused (uninstalling
 * first is the way to lose it knowingly).
 */
function checkKeepsTables(installed: ModuleManifest, next: ModuleManifest): void {
  for (const step of installed.migrations) {
    const same = next.migrations.find((s) => s.name === step.name);
    if (!same || same.createTable.name !== step.createTable.name) {
      throw new AppError({ key: "moduleUpdateDropsTable", params: { table: step.createTable.name } });
    }
  }
}

/**
 * Updates an installed module in place from its kept zip (uploaded or downloaded from the market): a
 * higher version only, keeping every table of the installed one. Its new files are written aside first;
 * then, in one transaction, the module row, the migrations not run yet, its menu rules (synced by name,
 * so their ids and grants stay) and the swap of its folder. Any failure puts the old folder back and
 * rolls the transaction back, so the installed version keeps working. Conflicts ask first, as installing does.
 */
export async function updateModule(
  services: AppServices,
  uid: string,
  confirm: boolean,
): Promise<MarketOutcome> {
  const modules = await installedModules(services.db);
  const installed = findModule(modules, uid);
  const bytes = await services.modules.folder.readUpload(uid);
  if (!bytes) throw refused("moduleNotUploaded", uid);
  const pack = await readModulePackage(bytes);
  const { manifest } = pack;
  if (manifest.uid !== uid) throw refused("moduleNotUploaded", uid);
  checkNewer(installed, manifest);
  checkKeepsTables(installed.manifest, manifest);
  checkRequires(manifest, modules);
  const conflicts = conflictsWith(moduleClaims(manifest, pack.publicFiles), modules, uid);
  if (conflicts.length > 0 && !confirm) return { done: false, conflicts };

  const staged = await services.modules.folder.stageModule(uid, pack.files);
  try {
    await services.db.transaction().execute(async (trx) => {
      await disableHolders(trx, conflicts);
      await trx
        .updateTable("module")
        .set({
          title: manifest.title["zh-cn"],
          version: manifest.version,
          manifest: storedJson(manifest, pack.publicFiles),
          update_time: Math.floor(Date.now() / 1000),
        })
        .where("uid", "=", uid)
        .execute();
      await runModuleMigrations(trx, manifest);
      await syncModuleRules(trx, manifest, installed.state);
      // Last, so a failure of anything above leaves the installed files untouched.
      await staged.swapIn();
    });
  } catch (error) {
    await staged.rollBack();
    throw error;
  }
  await staged.finish();
  await services.modules.folder.dropUpload(uid);
  services.modules.forget(uid);
  return { done: true, conflicts: [] };
}
