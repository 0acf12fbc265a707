import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname } from "node:path";
import type { FastifyInstance } from "fastify";
import { success } from "../../../envelope.ts";
import { AppError } from "../../../errors.ts";
import { defineRoute } from "../../../http/define-route.ts";
import { sendNotFound } from "../../../plugins/error-handler.ts";
import type { AppServices } from "../../../services/app-services.ts";

/** The types a module's public files are served as; any other file is a download. */
const ASSET_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
};

/**
 * A module's page runs sandboxed (ADR 0023): in an origin of its own, so it cannot read the admin's
 * storage or cookies nor call the admin API as the admin, whether it is opened in the admin's frame
 * or on its own; only its own files as scripts and styles, no inline script, and shown only in this
 * site's frames.
 */
export const MODULE_PAGE_POLICY = [
  "sandbox allow-scripts allow-forms allow-popups allow-downloads",
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

/**
 * What enabled modules serve (ADR 0021): their routes under `/api/module/<name>/<action>` and their
 * public files under `/module-assets/<dir>/<file>`. A disabled or uninstalled module answers 404.
 */
export function modulePublicRoutes(app: FastifyInstance, { modules }: AppServices): void {
  for (const method of ["get", "post"] as const) {
    defineRoute(app, method, "/api/module/{name}/{action}", async (request, reply) => {
      const { name, action } = request.params;
      const handler = await modules.handler(method, name, action);
      if (!handler) return sendNotFound(request, reply) as never;
      const query = Object.fromEntries(
        Object.entries((request.query ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
      );
      let data: unknown;
      try {
        data = await handler({ query, body: method === "post" ? request.body : undefined });
      } catch (error) {
        request.log.warn({ err: error, module: name }, "module request failed");
        throw new AppError({ key: "moduleFailed", params: { uid: name }, status: 502 });
      }
      // A module's page runs in a sandbox with an origin of its own (ADR 0023); its answers hold
      // nothing of a visitor's (no cookie or token reaches a module), so any page may read them.
      reply.header("access-control-allow-origin", "*").header("cross-origin-resource-policy", "cross-origin");
      return success(data ?? null) as never;
    });
  }

  defineRoute(app, "get", "/module-assets/{dir}/{file}", async (request, reply) => {
    const { dir, file } = request.params;
    const path = await modules.asset(dir, file);
    const info = path ? await stat(path).catch(() => null) : null;
    if (!path || !info?.isFile()) return sendNotFound(request, reply) as never;
    const type = ASSET_TYPES[extname(file).toLowerCase()];
    reply
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", MODULE_PAGE_POLICY)
      // Scripts of a module's page load as modules from its sandbox's own origin.
      .header("access-control-allow-origin", "*")
      .header("cross-origin-resource-policy", "cross-origin")
      .header("cache-control", "no-cache")
      .header("content-length", info.size)
      .type(type ?? "application/octet-stream");
    if (!type) reply.header("content-disposition", "attachment");
    return reply.send(createReadStream(path)) as never;
  });
}
