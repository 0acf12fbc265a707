import { t } from "@corp/domain/messages";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { success } from "../../../envelope.ts";
import { defineRoute } from "../../../http/define-route.ts";
import { requestOrigin } from "../../../request-origin.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { areaOptionsFor } from "../../../services/area.ts";
import { receiveFile, storeUpload, uploadedFile, uploadLimits } from "../../../services/upload.ts";
import { reserveUpload } from "../upload-quota.ts";
import { memberGuard } from "./member-guard.ts";

/** `/api/ajax/upload` (a member's file, e.g. an avatar) and `/api/ajax/area` (the city picker). */
export async function memberAjaxRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (uploads) => {
    // Multipart is parsed in this scope only; the name is kept as sent, so "../" is refused, not shortened.
    await uploads.register(multipart, { preservePath: true, limits: { fileSize: 1024 ** 3, files: 1 } });
    defineRoute(
      uploads,
      "post",
      "/api/ajax/upload",
      async (request, _reply, { user }) => {
        const limits = await uploadLimits(services);
        const file = await receiveFile(request, limits.maxSize);
        // Counted against the member's day before it is stored (a file too large is refused below).
        const giveBack = file.truncated ? null : await reserveUpload(services, user.id, file.bytes.length);
        const row = await storeUpload(
          services,
          { file, limits, topic: "member", lang: request.lang },
          { userId: user.id },
        ).catch(async (error: unknown) => {
          await giveBack?.();
          throw error;
        });
        return success({ file: uploadedFile(row, requestOrigin(request)) }, t("uploadSuccess", request.lang));
      },
      { guard: memberGuard(services, null) },
    );
  });

  defineRoute(app, "get", "/api/ajax/area", async (request) =>
    success(await areaOptionsFor(services.db, request.query)),
  );
}
