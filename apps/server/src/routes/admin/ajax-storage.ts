import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { sendNotFound } from "../../plugins/error-handler.ts";
import type { AppServices } from "../../services/app-services.ts";
import { storedFilePath } from "../../services/upload.ts";

/** Types a browser may show inline; they cannot run script. Everything else is a download. */
const INLINE_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  bmp: "image/bmp",
  mp4: "video/mp4",
  webm: "video/webm",
  mp3: "audio/mpeg",
  wav: "audio/wav",
};

/**
 * Files uploaded through `/admin/ajax/upload`, served from `$DATA_DIR/uploads` by the name the server
 * gave them: never as HTML or script (nosniff, a sandboxing CSP, downloads for anything not a picture,
 * video or sound).
 */
export function storageRoutes(app: FastifyInstance, services: AppServices): void {
  app.get("/storage/:day/:file", async (request, reply) => {
    const { day, file } = request.params as { day: string; file: string };
    const path = storedFilePath(services, `/storage/${day}/${file}`);
    const info = path ? await stat(path).catch(() => undefined) : undefined;
    if (!path || !info?.isFile()) return sendNotFound(request, reply);
    const suffix = file.slice(file.lastIndexOf(".") + 1);
    const inline = INLINE_TYPES[suffix];
    reply
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
      .header("content-disposition", `${inline ? "inline" : "attachment"}; filename="${file}"`)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-length", info.size)
      .type(inline ?? "application/octet-stream");
    return reply.send(createReadStream(path));
  });
}
