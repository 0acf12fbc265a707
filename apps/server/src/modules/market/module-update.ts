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
import { installPackage, uploadedPackage } from "./module-packages.ts";
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
 * higher version only, keeping every table of the installed one. In one transaction: the module row,
 * its installed zip replaced by the new one, the migrations not run yet and its menu rules (synced by
 * name, so their ids and grants stay). No file is touched before the commit, so any failure leaves the
 * installed version working; after it, this server unpacks the new files into a fresh folder swapped in
 * whole, and every other server does so on its next request for the module (ADR 0026). Conflicts ask
 * first, as installing does.
 */
export async function updateModule(
  services: AppServices,
  uid: string,
  confirm: boolean,
): Promise<MarketOutcome> {
  const modules = await installedModules(services.db);
  const installed = findModule(modules, uid);
  const bytes = await uploadedPackage(services.db, uid);
  if (!bytes) throw refused("moduleNotUploaded", uid);
  const pack = await readModulePackage(bytes);
  const { manifest } = pack;
  if (manifest.uid !== uid) throw refused("moduleNotUploaded", uid);
  checkNewer(installed, manifest);
  checkKeepsTables(installed.manifest, manifest);
  checkRequires(manifest, modules);
  const conflicts = conflictsWith(moduleClaims(manifest, pack.publicFiles), modules, uid);
  if (conflicts.length > 0 && !confirm) return { done: false, conflicts };

  const sha256 = await services.db.transaction().execute(async (trx) => {
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
    const sha = await installPackage(trx, uid, manifest.version, bytes);
    await runModuleMigrations(trx, manifest);
    await syncModuleRules(trx, manifest, installed.state);
    return sha;
  });
  await services.modules.refresh(uid, sha256);
  return { done: true, conflicts: [] };
}
