import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors.ts";
import {
  CONTENT_TYPE,
  fileInside,
  IMAGE_HEIGHTS,
  IMAGE_WIDTHS,
  ImageVariants,
  isResizableImage,
  parseImageSize,
} from "../services/image-variants.ts";
import { sendNotFound } from "./error-handler.ts";
import { matchesIfNoneMatch } from "./http-cache.ts";

export type ImagesOptions = {
  /** Folders `/static/...` is read from, first match wins (the built web app, then its sources). */
  staticRoots: readonly string[];
  /** Folder `/storage/...` (uploads, `$DATA_DIR/uploads`) is read from. */
  storageRoot: string;
  /** Where resized variants are kept. */
  cacheDir: string;
};

/** The folders images are read from and variants written to, from the server's settings. */
export function imageFolders(dataDir: string, webDist: string | undefined): ImagesOptions {
  const staticRoots = [
    webDist,
    resolve("apps/web/dist"),
    resolve("../web/dist"),
    resolve("apps/web/public"),
    resolve("../web/public"),
  ].filter((dir): dir is string => Boolean(dir) && existsSync(join(dir as string, "static")));
  return {
    staticRoots: [...new Set(staticRoots)],
    storageRoot: join(dataDir, "uploads"),
    cacheDir: join(dataDir, "cache", "images"),
  };
}

/** Thirty days: a variant's URL names its source and size, and its ETag changes with the source file. */
const CACHE_CONTROL = "public, max-age=2592000";

const invalidSize = () =>
  new AppError({
    key: "imageSizeInvalid",
    status: 400,
    params: { widths: IMAGE_WIDTHS.join(", "), heights: IMAGE_HEIGHTS.join(", ") },
  });

/**
 * Resized images: `/static/...jpg?w=640` or `/storage/...png?h=200`. Without `w` or `h` the request goes on
 * to whatever serves the original. Runs as a request hook so it covers files that other plugins serve.
 */
export const images = fp(
  async (app: FastifyInstance, options: ImagesOptions) => {
    const variants = new ImageVariants(options.cacheDir);

    const sourceFile = (path: string): string | undefined => {
      if (path.startsWith("/static/")) {
        for (const root of options.staticRoots) {
          const file = fileInside(root, path.slice(1));
          if (file && existsSync(file)) return file;
        }
        return undefined;
      }
      return fileInside(options.storageRoot, path.slice("/storage/".length));
    };

    app.addHook("onRequest", async (request: FastifyRequest, reply) => {
      if (request.method !== "GET" && request.method !== "HEAD") return;
      const [path = "", search] = request.url.split("?", 2);
      if (!search || !(path.startsWith("/static/") || path.startsWith("/storage/"))) return;
      if (!isResizableImage(path)) return;
      const query = Object.fromEntries(new URLSearchParams(search));
      const size = parseImageSize(query);
      if (size === undefined) return;
      if (size === "invalid") throw invalidSize();
      const file = sourceFile(path);
      const accept = String(request.headers.accept ?? "");
      const variant = file ? await variants.variant(file, size, /image\/webp/i.test(accept)) : undefined;
      if (!variant) return sendNotFound(request, reply);
      reply.header("cache-control", CACHE_CONTROL).header("vary", "Accept").header("etag", variant.etag);
      if (matchesIfNoneMatch(request.headers["if-none-match"], variant.etag)) return reply.code(304).send();
      return reply.type(CONTENT_TYPE[variant.format]).send(variant.body);
    });
  },
  { name: "images" },
);
