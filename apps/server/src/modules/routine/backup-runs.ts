import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { nowSeconds } from "../../envelope.ts";
import { backupKey } from "../../ops/archive-signature.ts";
import { createBackup } from "../../ops/backup.ts";
import type { AppServices } from "../../services/app-services.ts";

/** A running run whose server wrote no heartbeat for this long was cut short (its server stopped). */
export const STALE_SECONDS = 180;
const HEARTBEAT_MS = 30_000;

/** The server process that makes a run, as the list shows it. */
const SERVER = `${hostname()}:${process.pid}`.slice(0, 100);

export type RunStart = { trigger: "schedule" | "manual"; slot?: string; adminId?: number };

/** The name a backup is kept under: `corpsite-backup-20261127-030000-12.tar.gz` (UTC, then the run's id). */
export function backupFileKey(id: number, at = new Date()): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `corpsite-backup-${stamp}-${id}.tar.gz`;
}

/**
 * Claims a run: inserts its row as running. Another server that claimed the same scheduled moment, or
 * any run still running, keeps the row out (unique partial indexes), and the claim answers undefined.
 * A running row whose server stopped writing heartbeats is marked failed first, so it blocks nothing.
 */
export async function claimRun(db: Kysely<Database>, start: RunStart): Promise<number | undefined> {
  await failStaleRuns(db);
  const row = await db
    .insertInto("backup_run")
    .values({
      trigger: start.trigger,
      slot: start.slot ?? "",
      status: "running",
      admin_id: start.adminId ?? null,
      server: SERVER,
    })
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

/** Marks runs whose server stopped mid-way as failed. */
export async function failStaleRuns(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable("backup_run")
    .set({
      status: "failed",
      error: "interrupted: the server stopped during the backup",
      finish_time: nowSeconds(),
    })
    .where("status", "=", "running")
    .where("heartbeat_time", "<", nowSeconds() - STALE_SECONDS)
    .execute();
}

/**
 * Makes the claimed run's backup: the archive is written in `$DATA_DIR/tmp`, stored in the backups
 * store, and the row finished with its size and counts, or failed with the reason. Then keeps the
 * newest `keep` successful backups and removes the older ones with their files. Never throws.
 */
export async function performRun(services: AppServices, id: number, keep: number): Promise<void> {
  const { db, env } = services;
  const heartbeat = setInterval(() => {
    void db
      .updateTable("backup_run")
      .set({ heartbeat_time: nowSeconds() })
      .where("id", "=", id)
      .execute()
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const key = backupFileKey(id);
  const work = join(env.DATA_DIR, "tmp", key);
  try {
    await mkdir(join(env.DATA_DIR, "tmp"), { recursive: true });
    const manifest = await createBackup(
      { db, dialect: services.dialect, files: services.files, key: await backupKey(env) },
      work,
    );
    await services.backups.putFile(key, work);
    const size = (await stat(work)).size;
    await db
      .updateTable("backup_run")
      .set({
        status: "success",
        file_key: key,
        size,
        rows: Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0),
        files: manifest.files.count,
        finish_time: nowSeconds(),
      })
      .where("id", "=", id)
      .execute();
    await keepNewest(services, keep);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await services.backups.remove(key).catch(() => undefined);
    await db
      .updateTable("backup_run")
      .set({ status: "failed", error: reason.slice(0, 500), finish_time: nowSeconds() })
      .where("id", "=", id)
      .execute()
      .catch(() => undefined);
  } finally {
    clearInterval(heartbeat);
    await rm(work, { force: true });
  }
}

/**
 * Removes what backups cut short by a stopped server left in `$DATA_DIR/tmp` (an archive being written,
 * its parts folder), once untouched for an hour: a backup still running writes to its files.
 */
export async function removeLeftovers(dataDir: string, now = Date.now()): Promise<string[]> {
  const folder = join(dataDir, "tmp");
  const entries = await readdir(folder).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of entries) {
    if (!/^\.?corpsite-backup-/.test(name)) continue;
    const info = await stat(join(folder, name)).catch(() => undefined);
    if (!info || now - info.mtimeMs < 3_600_000) continue;
    await rm(join(folder, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** Removes the successful backups beyond the newest `keep`, files first, and the failed runs older than them. */
export async function keepNewest(services: AppServices, keep: number): Promise<void> {
  const { db } = services;
  const old = await db
    .selectFrom("backup_run")
    .select(["id", "file_key"])
    .where("status", "=", "success")
    .orderBy("id", "desc")
    .offset(keep)
    .limit(1000)
    .execute();
  for (const run of old) await services.backups.remove(run.file_key);
  if (old.length > 0)
    await db
      .deleteFrom("backup_run")
      .where(
        "id",
        "in",
        old.map((run) => run.id),
      )
      .execute();
  const oldestKept = await db
    .selectFrom("backup_run")
    .select("id")
    .where("status", "=", "success")
    .orderBy("id", "desc")
    .offset(keep - 1)
    .limit(1)
    .executeTakeFirst();
  if (oldestKept)
    await db
      .deleteFrom("backup_run")
      .where("status", "=", "failed")
      .where("id", "<", oldestKept.id)
      .execute();
}
