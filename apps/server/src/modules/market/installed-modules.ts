import type { Database, ModuleState } from "@corp/db/schema";
import {
  type ModuleClaim,
  type ModuleManifest,
  moduleClaims,
  moduleManifestSchema,
} from "@corp/domain/module-manifest";
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";

/** What the `module` row keeps of a module: its manifest and the public files it serves. */
const storedSchema = z.object({ manifest: moduleManifestSchema, publicFiles: z.array(z.string()) });
export type StoredModule = z.infer<typeof storedSchema>;

export type InstalledModule = StoredModule & {
  uid: string;
  title: string;
  version: string;
  state: ModuleState;
  installTime: number;
  /**
   * SHA-256 of the zip the module runs from (`module_package`, ADR 0026); null for a module installed
   * before migration 0019, whose files are only in the folder of the server that installed it.
   */
  sha256: string | null;
};

export function storedJson(manifest: ModuleManifest, publicFiles: string[]): string {
  return JSON.stringify({ manifest, publicFiles } satisfies StoredModule);
}

type Db = Kysely<Database> | Transaction<Database>;

/** The installed modules, oldest first (enabled and disabled). */
export async function installedModules(db: Db): Promise<InstalledModule[]> {
  const rows = await db
    .selectFrom("module")
    .leftJoin("module_package as p", (join) =>
      join.onRef("p.uid", "=", "module.uid").on("p.stage", "=", "installed"),
    )
    .selectAll("module")
    .select("p.sha256")
    .orderBy("module.install_time")
    .orderBy("module.uid")
    .execute();
  return rows.map((row) => ({
    ...storedSchema.parse(row.manifest),
    uid: row.uid,
    title: row.title,
    version: row.version,
    state: row.state,
    installTime: row.install_time,
    sha256: row.sha256,
  }));
}

export function claimsOf(module: StoredModule): ModuleClaim[] {
  return moduleClaims(module.manifest, module.publicFiles);
}

/** A claim of an incoming module that an enabled module already holds, with that module named. */
export type ModuleConflict = ModuleClaim & { uid: string; title: ModuleManifest["title"] };

export function conflictsWith(
  incoming: ModuleClaim[],
  modules: InstalledModule[],
  exceptUid: string,
): ModuleConflict[] {
  const wanted = new Set(incoming.map((claim) => `${claim.kind} ${claim.path}`));
  return modules
    .filter((module) => module.uid !== exceptUid && module.state === "enable")
    .flatMap((module) =>
      claimsOf(module)
        .filter((claim) => wanted.has(`${claim.kind} ${claim.path}`))
        .map((claim) => ({ ...claim, uid: module.uid, title: module.manifest.title })),
    );
}

/** Switches a module and the admin rules it added on or off together. */
export async function setModuleState(
  trx: Transaction<Database>,
  uid: string,
  state: ModuleState,
): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await trx.updateTable("module").set({ state, update_time: now }).where("uid", "=", uid).execute();
  await trx
    .updateTable("admin_rule")
    .set({ status: state, update_time: now })
    .where("id", "in", (q) => q.selectFrom("module_rule").select("rule_id").where("module_uid", "=", uid))
    .execute();
}
