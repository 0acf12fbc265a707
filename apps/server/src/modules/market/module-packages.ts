import { createHash } from "node:crypto";
import type { Database } from "@corp/db/schema";
import type { Kysely, Transaction } from "kysely";

/**
 * Module zips in the database (`module_package`, ADR 0026): the one uploaded and waiting to be installed,
 * and the one the installed module runs from. Every server process sharing the database reads them, so
 * a zip uploaded through one server installs through another, and every server unpacks the installed
 * module for itself (module-sync.ts).
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Lower-case hex SHA-256 of a zip: what a server's unpacked copy is matched against. */
export const sha256Of = (zip: Buffer): string => createHash("sha256").update(zip).digest("hex");

/** Keeps a checked zip until it is installed, replacing one uploaded earlier for the same module. */
export async function keepUploadedPackage(db: Db, uid: string, version: string, zip: Buffer): Promise<void> {
  const row = { uid, stage: "uploaded" as const, version, sha256: sha256Of(zip), zip };
  await db
    .insertInto("module_package")
    .values(row)
    .onConflict((oc) =>
      oc.columns(["uid", "stage"]).doUpdateSet({
        version: row.version,
        sha256: row.sha256,
        zip: row.zip,
        create_time: Math.floor(Date.now() / 1000),
      }),
    )
    .execute();
}

/** The zip uploaded for a module and not installed yet, or null. */
export async function uploadedPackage(db: Db, uid: string): Promise<Buffer | null> {
  const row = await db
    .selectFrom("module_package")
    .select("zip")
    .where("uid", "=", uid)
    .where("stage", "=", "uploaded")
    .executeTakeFirst();
  return row?.zip ?? null;
}

/**
 * Makes a zip the one an installed module runs from, and drops it as an upload: in the transaction
 * that writes the module's row, so the row and its files never disagree. Answers its SHA-256.
 */
export async function installPackage(
  trx: Transaction<Database>,
  uid: string,
  version: string,
  zip: Buffer,
): Promise<string> {
  const sha256 = sha256Of(zip);
  await trx
    .insertInto("module_package")
    .values({ uid, stage: "installed", version, sha256, zip })
    .onConflict((oc) =>
      oc
        .columns(["uid", "stage"])
        .doUpdateSet({ version, sha256, zip, create_time: Math.floor(Date.now() / 1000) }),
    )
    .execute();
  await trx.deleteFrom("module_package").where("uid", "=", uid).where("stage", "=", "uploaded").execute();
  return sha256;
}

/** Forgets an uninstalled module's zip (one uploaded for a later install stays). */
export async function dropInstalledPackage(trx: Transaction<Database>, uid: string): Promise<void> {
  await trx.deleteFrom("module_package").where("uid", "=", uid).where("stage", "=", "installed").execute();
}

/** The zip an installed module runs from, with its SHA-256; null when the module is not installed. */
export async function installedPackage(db: Db, uid: string): Promise<{ sha256: string; zip: Buffer } | null> {
  const row = await db
    .selectFrom("module_package")
    .select(["sha256", "zip"])
    .where("uid", "=", uid)
    .where("stage", "=", "installed")
    .executeTakeFirst();
  return row ?? null;
}

/** Whether a module is installed (its `module` row is there), as the database says now. */
export async function isInstalled(db: Db, uid: string): Promise<boolean> {
  const row = await db.selectFrom("module").select("uid").where("uid", "=", uid).executeTakeFirst();
  return row !== undefined;
}
