import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors.ts";
import {
  CONTENT_TYPE,
  fileImageSource,
  fileInside,
  IMAGE_HEIGHTS,
  IMAGE_SQUARES,
  IMAGE_WIDTHS,
  type ImageSize,
  type ImageSource,
  type ImageVariants,
  isResizableImage,
  parseImageSize,
} from "../services/image-variants.ts";
import { sendNotFound } from "./error-handler.ts";
import { matchesIfNoneMatch } from "./http-cache.ts";

export type ImagesOptions = {
  /** Folders `/static/...` is read from, first match wins (the built web app, then its sources). */
  staticRoots: readonly string[];
  variants: ImageVariants;
};

/** The folders `/static/...` images are read from, from the server's settings. */
export function staticImageRoots(webDist: string | undefined): string[] {
  const roots = [
    webDist,
    resolve("apps/web/dist"),
    resolve("../web/dist"),
    resolve("apps/web/public"),
    resolve("../web/public"),
  ].filter((dir): dir is string => Boolean(dir) && existsSync(join(dir as string, "static")));
  return [...new Set(roots)];
}

/** Thirty days: a variant's URL names its source and size, and its ETag changes with the source file. */
const CACHE_CONTROL = "public, max-age=2592000";

const invalidSize = () =>
  new AppError({
    key: "imageSizeInvalid",
    status: 400,
    params: {
      widths: IMAGE_WIDTHS.join(", "),
      heights: IMAGE_HEIGHTS.join(", "),
      squares: IMAGE_SQUARES.join(", "),
    },
  });

/**
 * The size a request for the picture at `path` asks for with `w` or `h`; undefined when it asks for
 * the file itself (no size, or not a picture that is resized). A size not offered is refused.
 */
export function requestedImageSize(path: string, query: Record<string, unknown>): ImageSize | undefined {
  if (!isResizableImage(path)) return undefined;
  const size = parseImageSize(query);
  if (size === "invalid") throw invalidSize();
  return size;
}

/** Answers with `source` resized (a 404 without one), long cached and revalidated by its ETag. */
export async function sendImageVariant(
  request: FastifyRequest,
  reply: FastifyReply,
  variants: ImageVariants,
  source: ImageSource | undefined,
  size: ImageSize,
): Promise<FastifyReply> {
  const accept = String(request.headers.accept ?? "");
  const variant = source ? await variants.variant(source, size, /image\/webp/i.test(accept)) : undefined;
  if (!variant) return sendNotFound(request, reply);
  reply.header("cache-control", CACHE_CONTROL).header("vary", "Accept").header("etag", variant.etag);
  if (matchesIfNoneMatch(request.headers["if-none-match"], variant.etag)) return reply.code(304).send();
  return reply.type(CONTENT_TYPE[variant.format]).send(variant.body);
}

async function staticImage(roots: readonly string[], path: string): Promise<ImageSource | undefined> {
  for (const root of roots) {
    const file = fileInside(root, path.slice(1));
    if (file && existsSync(file)) return fileImageSource(file);
  }
  return undefined;
}

/**
 * Resized pictures of the web app: `/static/...jpg?w=640`. Without `w` or `h` the request goes on to
 * whatever serves the original. A request hook rather than a route: the built web app serves each
 * static file by a route of its own, which would come before any route of ours. Uploads are resized by
 * their own route (routes/storage.ts).
 */
export const images = fp(
  async (app: FastifyInstance, options: ImagesOptions) => {
    app.addHook("onRequest", async (request: FastifyRequest, reply) => {
      if (request.method !== "GET" && request.method !== "HEAD") return;
      const [path = "", search] = request.url.split("?", 2);
      if (!search || !path.startsWith("/static/")) return;
      const size = requestedImageSize(path, Object.fromEntries(new URLSearchParams(search)));
      if (size === undefined) return;
      return sendImageVariant(
        request,
        reply,
        options.variants,
        await staticImage(options.staticRoots, path),
        size,
      );
    });
  },
  { name: "images" },
);
