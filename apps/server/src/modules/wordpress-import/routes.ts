import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { importRun } from "@corp/domain/collections/content/import-run";
import { t } from "@corp/domain/messages";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { success } from "../../envelope.ts";
import { AppError } from "../../errors.ts";
import { adminAjaxRoute } from "../../http/admin-ajax-scope.ts";
import type { AppServices } from "../../services/app-services.ts";
import { malformedAsBadRequest } from "../../services/upload.ts";
import { createRun } from "./import-runs.ts";
import { zipSource } from "./media-source.ts";

export { scheduleImportSweep } from "./import-sweep.ts";

/** The largest export read (a WordPress site of many thousand posts exports some tens of MB). */
export const EXPORT_MAX_BYTES = 100 * 1024 * 1024;
/** The largest zip of the old site's uploads. */
export const MEDIA_ZIP_MAX_BYTES = 4 * 1024 * 1024 * 1024;

type Received = { fileName: string; bytes: Buffer | undefined; mediaFile: string | undefined };

const zipRefused = (reason: string) => new AppError({ key: "wordpressImportMediaZip", params: { reason } });

/** Reads the upload's parts: `file`, the export, into memory; `media`, a zip, to a file of the data folder. */
async function receive(request: FastifyRequest, tmp: string): Promise<Received> {
  const got: Received = { fileName: "", bytes: undefined, mediaFile: undefined };
  if (!request.isMultipart()) throw new AppError({ key: "wordpressImportNoFile" });
  try {
    for await (const part of request.parts({
      limits: { fileSize: MEDIA_ZIP_MAX_BYTES, files: 2, fields: 5 },
    })) {
      if (part.type !== "file") continue;
      if (part.fieldname === "media" && got.mediaFile === undefined && part.filename) {
        got.mediaFile = join(tmp, `import-${randomUUID()}.zip`);
        await pipeline(part.file, createWriteStream(got.mediaFile));
        if (part.file.truncated) throw zipRefused("too large");
      } else if (part.fieldname === "file" && got.bytes === undefined) {
        got.fileName = part.filename ?? "";
        got.bytes = await exportBytes(part.file);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (got.mediaFile) await rm(got.mediaFile, { force: true });
    if (error instanceof AppError) throw error;
    malformedAsBadRequest(error);
  }
  return got;
}

/** The export's bytes, refused beyond `EXPORT_MAX_BYTES`. */
async function exportBytes(file: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    if (size > EXPORT_MAX_BYTES) throw new AppError({ key: "uploadTooLarge" });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * `POST /admin/wordpressImport/upload`: a WordPress export (`file`) and, when the old site is gone, a zip
 * of its uploads folder (`media`); read, checked and recorded as a run waiting to be started, answered
 * with its preview. Nothing is imported yet.
 */
export async function wordpressImportRoutes(scope: FastifyInstance, services: AppServices): Promise<void> {
  await scope.register(async (uploads) => {
    await uploads.register(multipart);
    adminAjaxRoute(
      uploads,
      "post",
      "/admin/wordpressImport/upload",
      { node: `${importRun.node}/add` },
      async (request, _reply, { admin, log }) => {
        const tmp = join(services.env.DATA_DIR, "tmp");
        await mkdir(tmp, { recursive: true });
        let mediaFile: string | undefined;
        try {
          const got = await receive(request, tmp);
          mediaFile = got.mediaFile;
          if (!got.bytes || got.bytes.length === 0) throw new AppError({ key: "wordpressImportNoFile" });
          if (mediaFile) {
            const zip = await zipSource(mediaFile).catch((error: unknown) => {
              throw zipRefused(error instanceof Error ? error.message.slice(0, 100) : "not a zip");
            });
            await zip.close();
          }
          const run = await createRun(services, {
            fileName: got.fileName,
            bytes: got.bytes,
            adminId: admin.id,
            ...(mediaFile ? { mediaFile } : {}),
          });
          await log({ id: run.id, file: got.fileName, media: mediaFile !== undefined });
          return success(run, t("wordpressImportUploaded", request.lang));
        } finally {
          if (mediaFile) await rm(mediaFile, { force: true });
        }
      },
    );
  });
}
