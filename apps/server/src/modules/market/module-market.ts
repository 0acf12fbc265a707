import type { Database, ModuleState } from "@corp/db/schema";
import {
  compareModuleVersions,
  MODULE_ASSETS_BASE,
  MODULE_ROUTES_BASE,
  type ModuleManifest,
  moduleClaims,
  moduleRuleName,
  moduleUidPattern,
} from "@corp/domain/module-manifest";
import type { Transaction } from "kysely";
import { AppError } from "../../errors.ts";
import type { AppServices } from "../../services/app-services.ts";
import {
  conflictsWith,
  type InstalledModule,
  installedModules,
  type ModuleConflict,
  setModuleState,
  storedJson,
} from "./installed-modules.ts";
import { rollbackModuleMigrations, runModuleMigrations } from "./module-migrations.ts";
import { type ModulePackage, readModulePackage } from "./module-package.ts";
import {
  dropInstalledPackage,
  installPackage,
  keepUploadedPackage,
  uploadedPackage,
} from "./module-packages.ts";
import { syncModuleRules } from "./module-rules.ts";

/** What an install or an enable did: done, or stopped to ask about claims another module holds. */
export type MarketOutcome = { done: true; conflicts: [] } | { done: false; conflicts: ModuleConflict[] };

export const refused = (key: "moduleNotFound" | "moduleExists" | "moduleNotUploaded", uid: string) =>
  new AppError({ key, params: { uid } });

export function findModule(modules: InstalledModule[], uid: string): InstalledModule {
  const module = modules.find((m) => m.uid === uid);
  if (!module) throw refused("moduleNotFound", uid);
  return module;
}

/** Refuses a version that is not higher than the installed one: an update only goes forward. */
export function checkNewer(installed: InstalledModule, manifest: ModuleManifest): void {
  if (compareModuleVersions(manifest.version, installed.version) > 0) return;
  throw new AppError({
    key: "moduleNotNewer",
    params: { uid: installed.uid, installed: installed.version, version: manifest.version },
  });
}

/**
 * A module zip (uploaded, or downloaded from the market), checked and kept in the database until it is
 * installed (through this server or any other sharing the database);
 * answers what it is, the version it would update when an older one is installed, and what it would
 * clash with. The same or an older version of an installed module is refused.
 */
export async function keepModulePackage(services: AppServices, bytes: Buffer, expectedUid?: string) {
  const pack = await readModulePackage(bytes);
  const { manifest } = pack;
  if (expectedUid !== undefined && manifest.uid !== expectedUid) {
    throw new AppError({ key: "moduleManifestInvalid", params: { detail: "uid" } });
  }
  const modules = await installedModules(services.db);
  const installed = modules.find((m) => m.uid === manifest.uid);
  if (installed) checkNewer(installed, manifest);
  await keepUploadedPackage(services.db, manifest.uid, manifest.version, bytes);
  return {
    uid: manifest.uid,
    title: manifest.title,
    version: manifest.version,
    description: manifest.description,
    installedVersion: installed?.version ?? null,
    conflicts: conflictsWith(moduleClaims(manifest, pack.publicFiles), modules, manifest.uid),
    permissions: {
      server: manifest.server !== undefined,
      network: manifest.network,
      routes: manifest.routes.map((route) => `${MODULE_ROUTES_BASE}${route}`),
      tables: manifest.migrations.map((step) => step.createTable.name),
      files: pack.publicFiles.map((file) => `${MODULE_ASSETS_BASE}/${file}`),
      menu: manifest.menu.map((entry) => moduleRuleName(manifest.uid, entry.name)),
    },
  };
}

export function checkRequires(manifest: ModuleManifest, modules: InstalledModule[]): void {
  for (const uid of manifest.requires) {
    if (!modules.some((m) => m.uid === uid && m.state === "enable")) {
      throw new AppError({ key: "moduleRequires", params: { uid } });
    }
  }
}

export async function disableHolders(trx: Transaction<Database>, conflicts: ModuleConflict[]): Promise<void> {
  for (const uid of new Set(conflicts.map((c) => c.uid))) await setModuleState(trx, uid, "disable");
}

/**
 * Installs an uploaded module: in one transaction its row, its zip as the installed one (which every
 * server unpacks for itself, ADR 0026), its migrations and rules; then this server unpacks it at once.
 * When an enabled module holds one of its routes or files, nothing happens until the admin confirms;
 * then those modules are disabled in the same transaction.
 */
export async function installModule(
  services: AppServices,
  uid: string,
  confirm: boolean,
): Promise<MarketOutcome> {
  if (!moduleUidPattern.test(uid)) throw refused("moduleNotUploaded", uid);
  const bytes = await uploadedPackage(services.db, uid);
  if (!bytes) throw refused("moduleNotUploaded", uid);
  const pack: ModulePackage = await readModulePackage(bytes);
  const { manifest } = pack;
  if (manifest.uid !== uid) throw refused("moduleNotUploaded", uid);
  const modules = await installedModules(services.db);
  if (modules.some((m) => m.uid === uid)) throw refused("moduleExists", uid);
  checkRequires(manifest, modules);
  const conflicts = conflictsWith(moduleClaims(manifest, pack.publicFiles), modules, uid);
  if (conflicts.length > 0 && !confirm) return { done: false, conflicts };

  const sha256 = await services.db.transaction().execute(async (trx) => {
    await disableHolders(trx, conflicts);
    await trx
      .insertInto("module")
      .values({
        uid,
        title: manifest.title["zh-cn"],
        version: manifest.version,
        manifest: storedJson(manifest, pack.publicFiles),
      })
      .execute();
    const sha = await installPackage(trx, uid, manifest.version, bytes);
    await runModuleMigrations(trx, manifest);
    await syncModuleRules(trx, manifest, "enable");
    return sha;
  });
  await services.modules.refresh(uid, sha256);
  return { done: true, conflicts: [] };
}

/** Enables or disables a module. Enabling asks first when an enabled module holds one of its claims. */
export async function changeModuleState(
  services: AppServices,
  uid: string,
  state: ModuleState,
  confirm: boolean,
): Promise<MarketOutcome> {
  const modules = await installedModules(services.db);
  const module = findModule(modules, uid);
  let conflicts: ModuleConflict[] = [];
  if (state === "enable") {
    checkRequires(module.manifest, modules);
    conflicts = conflictsWith(moduleClaims(module.manifest, module.publicFiles), modules, uid);
    if (conflicts.length > 0 && !confirm) return { done: false, conflicts };
  } else {
    const dependant = modules.find((m) => m.state === "enable" && m.manifest.requires.includes(uid));
    if (dependant) throw new AppError({ key: "moduleRequiredBy", params: { uid: dependant.uid } });
  }
  await services.db.transaction().execute(async (trx) => {
    await disableHolders(trx, conflicts);
    await setModuleState(trx, uid, state);
  });
  services.modules.forget(uid);
  return { done: true, conflicts: [] };
}

/**
 * Uninstalls a module: its migrations rolled back, its rules, row and installed zip deleted, then its
 * folder here removed (other servers remove theirs on their next module request).
 */
export async function uninstallModule(services: AppServices, uid: string): Promise<void> {
  const modules = await installedModules(services.db);
  const module = findModule(modules, uid);
  const dependant = modules.find((m) => m.uid !== uid && m.manifest.requires.includes(uid));
  if (dependant) throw new AppError({ key: "moduleRequiredBy", params: { uid: dependant.uid } });
  await services.db.transaction().execute(async (trx) => {
    await rollbackModuleMigrations(trx, module.manifest);
    const rules = await trx
      .selectFrom("module_rule")
      .select("rule_id")
      .where("module_uid", "=", uid)
      .execute();
    await trx.deleteFrom("module_rule").where("module_uid", "=", uid).execute();
    if (rules.length > 0) {
      await trx
        .deleteFrom("admin_rule")
        .where(
          "id",
          "in",
          rules.map((r) => r.rule_id),
        )
        .execute();
    }
    await dropInstalledPackage(trx, uid);
    await trx.deleteFrom("module").where("uid", "=", uid).execute();
  });
  await services.modules.remove(uid);
}
