import { t } from "@corp/domain/messages";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { success } from "../../../envelope.ts";
import { AppError } from "../../../errors.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { type IncomingFile, storeUpload, uploadLimits, uploadRefused } from "../../../services/upload.ts";
import { adminAjaxRoute } from "./admin-ajax-scope.ts";

/**
 * A multipart body the parser could not read (a missing boundary, a part cut short) is the client's
 * mistake: 400, not a fault of the server. Refusals with their own status (406, 413) keep it.
 */
function malformedAsBadRequest(error: unknown): never {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) throw error;
  throw new AppError({ key: "incorrectParameter", status: 400 });
}

async function receiveFile(request: FastifyRequest, maxSize: number): Promise<IncomingFile> {
  if (!request.isMultipart()) throw uploadRefused("incomplete");
  const part = await request
    .file({ limits: { fileSize: maxSize, files: 1, fields: 20, parts: 30 } })
    .catch(malformedAsBadRequest);
  if (!part) throw uploadRefused("incomplete");
  let truncated = false;
  let bytes: Buffer = Buffer.alloc(0);
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code !== "FST_REQ_FILE_TOO_LARGE") malformedAsBadRequest(error);
    truncated = true;
  }
  return { name: part.filename ?? "", type: part.mimetype ?? "", bytes, truncated };
}

/** `POST /admin/ajax/upload`: one file into the attachment library; multipart is parsed in this scope only. */
export async function uploadRoute(scope: FastifyInstance, services: AppServices): Promise<void> {
  await scope.register(async (uploads) => {
    // preservePath: the name as sent, so a "../" name is refused instead of silently shortened.
    await uploads.register(multipart, { preservePath: true, limits: { fileSize: 1024 ** 3, files: 1 } });

    adminAjaxRoute(
      uploads,
      "post",
      "/admin/ajax/upload",
      { node: null },
      async (request, _reply, { admin, log }) => {
        const limits = await uploadLimits(services);
        const file = await receiveFile(request, limits.maxSize);
        const topic = (request.query?.topic ?? "default").replace(/[^\w-]/g, "").slice(0, 20) || "default";
        const row = await storeUpload(
          services,
          { file, limits, topic, lang: request.lang },
          { adminId: admin.id },
        );
        await log({ name: file.name, size: row.size, url: row.url, sha1: row.sha1 });
        const { id, url, name, size, mimetype, width, height, quote, sha1 } = row;
        return success(
          { file: { id, url, name, size, mimetype, width, height, quote, sha1, topic: row.topic } },
          t("uploadSuccess", request.lang),
        );
      },
    );
  });
}
