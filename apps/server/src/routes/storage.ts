import type { FastifyInstance } from "fastify";
import { sendNotFound } from "../plugins/error-handler.ts";
import { requestedImageSize, sendImageVariant } from "../plugins/images.ts";
import type { AppServices } from "../services/app-services.ts";
import { storedImageSource } from "../services/image-variants.ts";
import { isUploadKey } from "../storage/file-store.ts";
import { defineRoute } from "./define-route.ts";

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
 * Files uploaded through `/admin/ajax/upload`, served from the file store by the name the server gave
 * them: never as HTML or script (nosniff, a sandboxing CSP, downloads for anything not a picture,
 * video or sound). With `w` or `h`, a picture resized instead.
 */
export function storageRoutes(app: FastifyInstance, { files, imageVariants }: AppServices): void {
  defineRoute(app, "get", "/storage/{day}/{file}", async (request, reply) => {
    const { day, file } = request.params;
    const key = `${day}/${file}`;
    const size = requestedImageSize(file, request.query ?? {});
    if (size !== undefined) {
      const source = await storedImageSource(files, key);
      return (await sendImageVariant(request, reply, imageVariants, source, size)) as never;
    }
    const info = isUploadKey(key) ? await files.stat(key) : undefined;
    if (!info) return sendNotFound(request, reply) as never;
    const suffix = file.slice(file.lastIndexOf(".") + 1);
    const inline = INLINE_TYPES[suffix];
    reply
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
      .header("content-disposition", `${inline ? "inline" : "attachment"}; filename="${file}"`)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-length", info.size)
      .type(inline ?? "application/octet-stream");
    return reply.send(files.stream(key)) as never;
  });
}
