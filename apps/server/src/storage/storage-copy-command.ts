import type { Database } from "@corp/db/schema";
import { SingleBar } from "cli-progress";
import type { Kysely } from "kysely";
import type { Env } from "../env.ts";
import { type CopyProgress, type CopyReport, copyFiles } from "./copy-files.ts";
import type { FileStore } from "./file-store.ts";
import { localStoresOf, s3StoreOf } from "./stores.ts";

export const STORAGE_COPY_USAGE = "cli.js storage:copy to-s3|to-local";

/** The two ends of a copy: this machine's uploads folder and the bucket's `uploads/`, either way round. */
export function copyEnds(env: Env, direction: string | undefined): { from: FileStore; to: FileStore } {
  if (direction !== "to-s3" && direction !== "to-local") throw new Error(`usage: ${STORAGE_COPY_USAGE}`);
  const missing = (["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((n) => !env[n]);
  if (missing.length > 0) throw new Error(`storage:copy needs the bucket's settings: ${missing.join(", ")}`);
  const local = localStoresOf(() => env.DATA_DIR).files;
  const bucket = s3StoreOf(env, "uploads/");
  return direction === "to-s3" ? { from: local, to: bucket } : { from: bucket, to: local };
}

/** A progress bar on the terminal (a line every few seconds when the output is a file or a pipe). */
export function progressBar(): CopyProgress & { stop(): void } {
  const bar = new SingleBar({
    format: "{bar} {percentage}% | {value}/{total} files | {megabytes} MB | {key}",
    noTTYOutput: true,
    notTTYSchedule: 5000,
    hideCursor: true,
  });
  let megabytes = 0;
  return {
    start: (files, bytes) => {
      console.log(`${files} files, ${(bytes / 1048576).toFixed(1)} MB to check`);
      bar.start(files, 0, { megabytes: "0.0", key: "" });
    },
    step: (key, bytes) => {
      megabytes += bytes / 1048576;
      bar.increment(1, { megabytes: megabytes.toFixed(1), key });
    },
    stop: () => bar.stop(),
  };
}

/**
 * Attachment rows follow their files: a row of the source store whose file is now in the target is
 * recorded as the target's, so the attachment list says where each file is.
 */
export async function recordStore(db: Kysely<Database>, from: FileStore, to: FileStore, keys: string[]) {
  const urls = keys.map((key) => from.urlOf(key));
  let moved = 0;
  for (let i = 0; i < urls.length; i += 500) {
    const result = await db
      .updateTable("attachment")
      .set({ storage: to.kind })
      .where("storage", "=", from.kind)
      .where("url", "in", urls.slice(i, i + 500))
      .executeTakeFirst();
    moved += Number(result.numUpdatedRows);
  }
  return moved;
}

/** `storage:copy`: copies the uploads, then records the attachments as the target's. */
export async function storageCopy(db: Kysely<Database>, env: Env, direction: string | undefined) {
  const { from, to } = copyEnds(env, direction);
  await to.check();
  await from.check();
  const bar = progressBar();
  let report: CopyReport;
  try {
    report = await copyFiles(from, to, bar);
  } finally {
    bar.stop();
  }
  const rows = await recordStore(db, from, to, report.present);
  console.log(
    `copied ${report.copied} files (${(report.bytes / 1048576).toFixed(1)} MB), ${report.skipped} already there, ` +
      `${report.failed.length} failed; ${rows} attachment rows now point at ${to.kind}`,
  );
  for (const failure of report.failed) console.error(`  failed: ${failure.key}: ${failure.reason}`);
  if (direction === "to-s3" && report.failed.length === 0) {
    console.log("Every upload is in the bucket: set FILE_STORE=s3 and restart the servers to serve from it.");
  }
  return report;
}
