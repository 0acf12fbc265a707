import type { FastifyInstance } from "fastify";
import parseRange from "range-parser";
import { defineRoute } from "../http/define-route.ts";
import { sendNotFound } from "../plugins/error-handler.ts";
import { matchesIfNoneMatch } from "../plugins/http-cache.ts";
import { requestedImageSize, sendImageVariant } from "../plugins/images.ts";
import type { AppServices } from "../services/app-services.ts";
import { storedImageSource } from "../services/image-variants.ts";
import { contentTypeOf, isInlineType } from "../storage/content-types.ts";
import { isUploadKey } from "../storage/file-store.ts";

/**
 * Files uploaded through `/admin/ajax/upload`, served from the file store by the name the server gave
 * them: never as HTML or script (nosniff, a sandboxing CSP, downloads for anything not a picture,
 * video or sound), revalidated by ETag, one byte range at a time for players that seek. With `w` or
 * `h`, a picture resized instead. When the store is a bucket served by redirect (FILE_DELIVERY), the
 * browser is sent to the bucket's public address instead.
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
    const direct = files.directUrlOf(key);
    if (direct) return reply.header("cache-control", "public, max-age=3600").redirect(direct, 302) as never;

    const type = contentTypeOf(file);
    reply
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
      .header("content-disposition", `${isInlineType(type) ? "inline" : "attachment"}; filename="${file}"`)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("etag", info.etag)
      .header("accept-ranges", "bytes")
      .type(type);
    if (matchesIfNoneMatch(request.headers["if-none-match"], info.etag))
      return reply.code(304).send() as never;

    const asked = request.headers.range;
    const ranges = asked ? parseRange(info.size, asked, { combine: true }) : undefined;
    if (ranges === -1) {
      return reply.code(416).header("content-range", `bytes */${info.size}`).send() as never;
    }
    // One range is answered as asked; several, or a header that does not parse, get the whole file.
    const range =
      Array.isArray(ranges) && ranges.type === "bytes" && ranges.length === 1 ? ranges[0] : undefined;
    if (range) {
      reply
        .code(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${info.size}`)
        .header("content-length", range.end - range.start + 1);
      return reply.send(await files.open(key, range)) as never;
    }
    reply.header("content-length", info.size);
    return reply.send(await files.open(key)) as never;
  });
}
