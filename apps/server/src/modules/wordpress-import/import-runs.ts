import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Lang } from "@corp/domain/lang";
import { nowSeconds } from "../../envelope.ts";
import { AppError } from "../../errors.ts";
import { addressList } from "../../services/address-list.ts";
import type { AppServices } from "../../services/app-services.ts";
import { siteTimeZone } from "../../services/site-config.ts";
import { uploadLimits } from "../../services/upload.ts";
import { importAll } from "./import-all.ts";
import { earlierImports, type ImportContext } from "./import-context.ts";
import { type ImportPreview, planImport, previewOf } from "./import-plan.ts";
import { fetchLimitsOf, type MediaSource, webSource, zipSource } from "./media-source.ts";
import { NotWxrError, parseWxr, type Wxr } from "./wxr.ts";

/** A running run whose server wrote no heartbeat for this long was cut short (its server stopped). */
export const STALE_SECONDS = 180;
const SERVER = `${hostname()}:${process.pid}`.slice(0, 100);

export function readExport(bytes: Buffer): Wxr {
  try {
    return parseWxr(bytes.toString("utf8"));
  } catch (error) {
    if (error instanceof NotWxrError)
      throw new AppError({ key: "wordpressImportNotWxr", params: { reason: error.message.slice(0, 120) } });
    throw error;
  }
}

/** The preview of an export against what earlier imports of its site brought. */
export async function previewExport(services: AppServices, wxr: Wxr): Promise<ImportPreview> {
  const { done } = await earlierImports(services, wxr, wxr.blogUrl);
  return previewOf(wxr, planImport(wxr, done));
}

/**
 * Records an uploaded export as a run waiting to be started, with its preview, and keeps the export (and
 * the media zip, already checked by the caller) in the imports store until it has been imported.
 */
export async function createRun(
  services: AppServices,
  upload: { fileName: string; bytes: Buffer; mediaFile?: string; adminId: number | null },
): Promise<{ id: number; preview: ImportPreview }> {
  const wxr = readExport(upload.bytes);
  const preview = await previewExport(services, wxr);
  const total = Object.values(preview.counts).reduce((n, c) => n + c.toImport + c.imported + c.skipped, 0);
  const others = Object.values(preview.otherTypes).reduce((n, c) => n + c, 0);
  const row = await services.db
    .insertInto("import_run")
    .values({
      file_name: upload.fileName.replace(/[\p{Cc}]/gu, "").slice(0, 200),
      site_url: wxr.blogUrl.slice(0, 255),
      status: "previewed",
      total: total + others,
      report: JSON.stringify({ preview }),
      admin_id: upload.adminId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const fileKey = `run-${row.id}.xml`;
  await services.imports.put(fileKey, upload.bytes);
  const mediaKey = upload.mediaFile ? `run-${row.id}-media.zip` : "";
  if (upload.mediaFile) await services.imports.putFile(mediaKey, upload.mediaFile);
  await services.db
    .updateTable("import_run")
    .set({ file_key: fileKey, media_key: mediaKey })
    .where("id", "=", row.id)
    .execute();
  return { id: row.id, preview };
}

/** Marks runs whose server stopped mid-way as failed (their files stay: the run can be started again). */
async function failStaleRuns(services: AppServices): Promise<void> {
  await services.db
    .updateTable("import_run")
    .set({
      status: "failed",
      error: "interrupted: the server stopped during the import",
      finish_time: nowSeconds(),
    })
    .where("status", "=", "running")
    .where("heartbeat_time", "<", nowSeconds() - STALE_SECONDS)
    .execute();
}

/**
 * Starts a waiting (or failed) run on this server. Refused while another run imports (one at a time,
 * across servers: a unique partial index), and for a run that is done or gone.
 */
export async function startRun(services: AppServices, id: number, lang: Lang): Promise<void> {
  await failStaleRuns(services);
  const running = await services.db
    .selectFrom("import_run")
    .select("id")
    .where("status", "=", "running")
    .executeTakeFirst();
  if (running) throw new AppError({ key: "wordpressImportRunning" });
  const claimed = await services.db
    .updateTable("import_run")
    .set({ status: "running", server: SERVER, heartbeat_time: nowSeconds(), error: "", done: 0 })
    .where("id", "=", id)
    .where("status", "in", ["previewed", "failed"])
    .where("file_key", "<>", "")
    .executeTakeFirst()
    .catch((error: unknown) => {
      // Another server claimed a run in between: the unique index on running rows keeps this one out.
      if (/unique|duplicate/i.test(String(error))) throw new AppError({ key: "wordpressImportRunning" });
      throw error;
    });
  if (Number(claimed.numUpdatedRows) === 0) throw new AppError({ key: "wordpressImportNotReady" });
  services.importQueue.push(`wordpress import ${id}`, () => performRun(services, id, lang));
}

/** Copies the run's media zip out of the store to a file here (the zip reader needs one). */
async function localCopy(services: AppServices, key: string): Promise<string> {
  const folder = join(services.env.DATA_DIR, "tmp");
  await mkdir(folder, { recursive: true });
  const file = join(folder, key);
  await pipeline(await services.imports.open(key), createWriteStream(file));
  return file;
}

/**
 * Imports a claimed run: reads its export again, plans it against the records (what another run brought
 * in between is skipped), works through it writing the progress after each item, and ends the run with
 * its report, removing its stored files; or marks it failed with the reason, keeping them. Never throws.
 */
export async function performRun(services: AppServices, id: number, lang: Lang): Promise<void> {
  const { db } = services;
  let zipFile: string | undefined;
  let media: MediaSource | undefined;
  try {
    const run = await db.selectFrom("import_run").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const wxr = readExport(await services.imports.read(run.file_key));
    const earlier = await earlierImports(services, wxr, wxr.blogUrl);
    const plan = planImport(wxr, earlier.done);
    if (run.media_key) zipFile = await localCopy(services, run.media_key);
    media = zipFile
      ? await zipSource(zipFile)
      : webSource(wxr.siteUrl, addressList(services.env.IMPORT_FETCH_ALLOW), fetchLimitsOf(services.env));
    const ctx: ImportContext = {
      services,
      wxr,
      source: wxr.blogUrl,
      runId: id,
      adminId: run.admin_id,
      lang,
      timeZone: await siteTimeZone(db),
      media,
      limits: await uploadLimits(services),
      ...earlier,
    };
    await db.updateTable("import_run").set({ total: plan.length }).where("id", "=", id).execute();
    const lines = await importAll(ctx, plan, async (counts) => {
      await db
        .updateTable("import_run")
        .set({ ...counts, heartbeat_time: nowSeconds() })
        .where("id", "=", id)
        .execute();
    });
    const preview = previewOf(wxr, plan);
    await db
      .updateTable("import_run")
      .set({ status: "done", report: JSON.stringify({ preview, lines }), finish_time: nowSeconds() })
      .where("id", "=", id)
      .execute();
    for (const key of [run.file_key, run.media_key]) if (key) await services.imports.remove(key);
    await db.updateTable("import_run").set({ file_key: "", media_key: "" }).where("id", "=", id).execute();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .updateTable("import_run")
      .set({ status: "failed", error: reason.slice(0, 500), finish_time: nowSeconds() })
      .where("id", "=", id)
      .execute()
      .catch(() => undefined);
  } finally {
    await media?.close();
    if (zipFile) await rm(zipFile, { force: true });
  }
}
