import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { DatabaseHandle } from "@corp/db/connection";
import { withMigrationLock } from "@corp/db/migration-lock";
import { servingProcesses } from "@corp/db/serving-lock";
import type { FileStore } from "../storage/file-store.ts";
import { FILES_FOLDER } from "./backup-manifest.ts";
import type { VerifiedArchive } from "./restore-archive.ts";
import { restoreDatabase } from "./restore-database.ts";
import { RestoreRefused } from "./restore-refused.ts";
import { checkProductTables, matchMigrationLevel } from "./restore-target.ts";
import { readSiteCatalog } from "./site-catalog.ts";

export type RestoreTarget = { handle: Pick<DatabaseHandle, "db" | "dialect">; files: FileStore };

export type RestoreReport = { rows: number; tables: number; files: number; migrated: string[] };

/** Puts every upload of the archive into the store: keys are named by content, so a put repeats safely. */
async function writeUploads(files: FileStore, archive: VerifiedArchive): Promise<void> {
  for (const key of archive.fileKeys) {
    await files.put(key, await readFile(join(archive.dir, `${FILES_FOLDER}${key}`)));
  }
}

/**
 * Restores a checked archive (`openArchive`) onto the target: brings an empty database to the archive's
 * migration level (or refuses another level), checks the product's tables are the archive's, writes
 * the uploads, then replaces every table's rows in one transaction (restore-database.ts). On a
 * PostgreSQL server it refuses while any server serves the database (serving-lock.ts), and holds the
 * migration lock, so servers starting meanwhile wait for it to end.
 */
export async function restoreBackup(target: RestoreTarget, archive: VerifiedArchive): Promise<RestoreReport> {
  const { db } = target.handle;
  return withMigrationLock(target.handle, async () => {
    const serving = await servingProcesses(target.handle);
    if (serving > 0) {
      throw new RestoreRefused(
        `${serving} server process${serving === 1 ? "" : "es"} serve${serving === 1 ? "s" : ""} this database: ` +
          "stop every server first (the restore replaces every row under them); servers started meanwhile " +
          "wait for it to end",
      );
    }
    const migrated = await matchMigrationLevel(db, archive.manifest);
    const catalog = await readSiteCatalog(db);
    checkProductTables(catalog, archive.schema);
    await writeUploads(target.files, archive);
    try {
      const rows = await restoreDatabase(db, archive, catalog, target.files.kind);
      return { rows, tables: archive.schema.tables.length, files: archive.fileKeys.length, migrated };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new RestoreRefused(
        `restoring the database failed and was rolled back, every table is as it was (${reason})`,
        { cause: error },
      );
    }
  });
}
