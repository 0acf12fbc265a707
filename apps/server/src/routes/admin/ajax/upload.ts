import { t } from "@corp/domain/messages";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { success } from "../../../envelope.ts";
import { adminAjaxRoute } from "../../../http/admin-ajax-scope.ts";
import { requestOrigin } from "../../../request-origin.ts";
import type { AppServices } from "../../../services/app-services.ts";
import {
  receiveFile,
  storeUpload,
  uploadedFile,
  uploadLimits,
  uploadTopic,
} from "../../../services/upload.ts";

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
        const topic = uploadTopic(request.query?.topic);
        const row = await storeUpload(
          services,
          { file, limits, topic, lang: request.lang },
          { adminId: admin.id },
        );
        await log({ name: file.name, size: row.size, url: row.url, sha1: row.sha1 });
        return success({ file: uploadedFile(row, requestOrigin(request)) }, t("uploadSuccess", request.lang));
      },
    );
  });
}
