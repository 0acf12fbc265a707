import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { countRenderRefusal, watchRenders } from "../../metrics/renders.ts";
import { ADMIN_BASE, isUnder } from "../../plugins/admin-entry.ts";
import { isApiPath } from "../../plugins/api-paths.ts";
import { sendNotFound } from "../../plugins/error-handler.ts";
import { RenderLimit } from "../../plugins/render-limit.ts";
import { requestOrigin } from "../../request-origin.ts";
import type { AppServices } from "../../services/app-services.ts";
import { articlePreviewRoute } from "../content/routes.ts";
import type { PublicPageData } from "./index.ts";
import {
  bootData,
  bootDataByVersion,
  isSpeculative,
  type KeptPage,
  loadPublicPage,
  VersionedMemo,
  visitorOf,
} from "./index.ts";
import { RenderPool } from "./render-pool.ts";
import { isPublicPath, loadRenderer, publicAssets, RENDERER_FILE } from "./web-render.ts";

const noRenderer = (): never => {
  throw new Error("the web build has no public page renderer");
};

/** Pages waiting for a render beyond those under way; more are answered 503 (Retry-After). */
const RENDER_QUEUE = 64;

/** How many pages' data (a list page each, a search each...) are kept in memory. */
const PAGE_DATA_ENTRIES = 500;

const escapeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

/**
 * Serves the built web app: hashed assets with long caching, and for every client route the HTML shell
 * with the start-up data (menus, links, site settings) embedded, so the first paint needs no API call.
 */
export async function webApp(app: FastifyInstance, services: AppServices, dist: string | undefined) {
  const entry = services.env.ADMIN_ENTRY;
  const moved = entry.toLowerCase() !== ADMIN_BASE;
  if (!dist) {
    app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));
    return;
  }
  const shell = readFileSync(join(dist, "index.html"), "utf8");
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside the assets (apps/web/scripts/compress-assets.mjs).
    preCompressed: true,
    // dist/server holds the server-render bundle: code for this process, not for browsers.
    allowedPath: (pathName) => !pathName.startsWith("/server/"),
    setHeaders(reply, path) {
      reply.header(
        "cache-control",
        path.includes(`${join(dist, "assets")}`)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=3600",
      );
    },
  });
  /** The client shell; the admin's names the entry it is served under (a moved one only). */
  const serveShell = async (reply: FastifyReply, adminEntry?: string) => {
    // The lead form's and the brand's settings are for the public pages, not the apps.
    const { leadForm: _, brand: __, ...boot } = await bootData(services);
    const data = { ...boot, ...(adminEntry ? { adminEntry } : {}) };
    // A function, not a string: `$&` or `$'` in a setting would otherwise be read as a replacement pattern.
    const html = shell.replace(
      "</head>",
      () => `<script id="boot-data" type="application/json">${escapeJson(data)}</script></head>`,
    );
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
  };
  const renderer = await loadRenderer(dist, (href) => import(pathToFileURL(href).href));
  const assets = publicAssets(dist);
  // One core is left to the event loop (HTTP, data, compression); the others render.
  const threads = services.env.RENDER_THREADS ?? Math.max(1, availableParallelism() - 1);
  const pool =
    renderer && threads > 0 ? new RenderPool(join(dist, RENDERER_FILE), assets, threads) : undefined;
  if (pool) app.addHook("onClose", () => pool.close());
  // What public pages show, kept until the content changes: a render reads nothing it has read before.
  const pages = new VersionedMemo<KeptPage>(PAGE_DATA_ENTRIES);
  const keep = async (key: string, read: () => Promise<KeptPage>, maxAgeMs?: number) =>
    pages.get(key, JSON.stringify(await app.contentVersions.current()), read, maxAgeMs);
  const boot = bootDataByVersion(
    () => bootData(services),
    async () => (await app.contentVersions.current()).site,
  );
  const render = (data: PublicPageData) =>
    pool ? pool.render(data) : Promise.resolve(renderer?.renderPublicPage(data, assets) ?? noRenderer());
  // Two renders per thread keep every thread busy; a flood beyond the line is answered 503 at once.
  const renders = new RenderLimit(Math.max(1, threads) * 2, RENDER_QUEUE, countRenderRefusal);
  app.addHook("onClose", watchRenders(renders));
  if (renderer) articlePreviewRoute(app, services, { render, boot });
  /** Public pages are answered as server HTML with islands, the admin and member areas as the shell. */
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    // A moved entry's pages arrive here as /admin's (entryRewrite, app.ts); /admin's own as a 404.
    if (isUnder(path, ADMIN_BASE)) return serveShell(reply, moved ? entry : undefined);
    // Without a renderer the shell would route the old address to the admin's pages in the browser.
    const hidden = moved && isUnder(request.originalUrl.split("?")[0] ?? "/", ADMIN_BASE);
    if (hidden && !renderer) return sendNotFound(request, reply);
    if (!renderer || !isPublicPath(path)) return serveShell(reply);
    const page = await renders.run(async () => {
      const data = await loadPublicPage(services, {
        url: request.url,
        origin: requestOrigin(request),
        visitor: isSpeculative(request.headers) ? undefined : visitorOf(request),
        boot,
        keep,
      });
      return render(data);
    });
    return reply
      .code(page.status)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(page.html);
  };
  app.get("/", servePage);
  app.setNotFoundHandler(async (request, reply) => {
    const method = request.method;
    if ((method !== "GET" && method !== "HEAD") || isApiPath(request.url))
      return sendNotFound(request, reply);
    const path = request.url.split("?")[0] ?? "/";
    // A missing file is a 404; anything else is a client route that the web app renders.
    if (path.startsWith("/assets/") || /\.[a-z0-9]{2,5}$/i.test(path)) return sendNotFound(request, reply);
    return servePage(request, reply);
  });
}
