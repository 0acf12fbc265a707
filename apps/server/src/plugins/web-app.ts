import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { languageFromCookie } from "@corp/domain/lang";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppServices } from "../services/app-services.ts";
import { bootData } from "../services/boot-data.ts";
import { sendNotFound } from "./error-handler.ts";
import {
  composePage,
  isPublicPath,
  loadRenderer,
  type PageRenderer,
  type RenderResult,
} from "./web-render.ts";

/** Paths that belong to the API: an unknown one answers a JSON 404, never the web app. */
const API_PREFIXES = ["/api/", "/admin/index/", "/admin/ajax/", "/admin/trpc/", "/openapi.json", "/docs"];

export function findWebDist(configured: string | undefined): string | undefined {
  const candidates = configured
    ? [resolve(configured)]
    : [resolve("apps/web/dist"), resolve("../web/dist"), resolve("../../apps/web/dist")];
  return candidates.find((dir) => existsSync(join(dir, "index.html")));
}

const escapeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

/**
 * Serves the built web app: hashed assets with long caching, and for every client route the HTML shell
 * with the start-up data (menus, links, site settings) embedded, so the first paint needs no API call.
 */
export async function webApp(app: FastifyInstance, services: AppServices, dist: string | undefined) {
  const isApi = (url: string) => {
    const path = url.toLowerCase();
    return API_PREFIXES.some((p) => path.startsWith(p));
  };
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
  const serveShell = async (_request: FastifyRequest, reply: FastifyReply) => {
    const data = await bootData(services);
    const html = shell.replace(
      "</head>",
      `<script id="boot-data" type="application/json">${escapeJson(data)}</script></head>`,
    );
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
  };
  const renderer: PageRenderer | undefined = await loadRenderer(
    dist,
    (href) => import(pathToFileURL(href).href),
  );
  /** Public pages are answered as real HTML (server-rendered), the admin and member areas as the shell. */
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (!renderer || !isPublicPath(path)) return serveShell(request, reply);
    const lang = languageFromCookie(request.headers.cookie);
    let page: RenderResult;
    try {
      page = await renderer.render({
        url: request.url,
        origin: `${request.protocol}://${request.host}`,
        fetch: (apiRequest) => injectApi(app, apiRequest),
        lang,
      });
    } catch (error) {
      // A page that cannot be rendered still works: the browser renders it from the shell.
      request.log.error({ err: error }, "server render failed");
      return serveShell(request, reply);
    }
    if (page.status === 302 && page.location) return reply.redirect(page.location, 302);
    const boot = `<script id="boot-data" type="application/json">${escapeJson(await bootData(services))}</script>`;
    return reply
      .code(page.status)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(composePage(shell, { ...page, head: `${page.head}\n    ${boot}` }, lang));
  };
  app.get("/", servePage);
  app.setNotFoundHandler(async (request, reply) => {
    const method = request.method;
    if ((method !== "GET" && method !== "HEAD") || isApi(request.url)) return sendNotFound(request, reply);
    const path = request.url.split("?")[0] ?? "/";
    // A missing file is a 404; anything else is a client route that the web app renders.
    if (path.startsWith("/assets/") || /\.[a-z0-9]{2,5}$/i.test(path)) return sendNotFound(request, reply);
    return servePage(request, reply);
  });
}

/** An API call of the server render, answered in process (no socket, same plugins and hooks). */
async function injectApi(app: FastifyInstance, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.text();
  const res = await app.inject({
    method: request.method as "GET",
    url: `${url.pathname}${url.search}`,
    // Answered as plain bytes: the Response below carries no content coding.
    headers: Object.fromEntries(
      [...request.headers.entries()].filter(([name]) => name !== "accept-encoding"),
    ),
    ...(body === undefined ? {} : { payload: body }),
  });
  return new Response(res.rawPayload, {
    status: res.statusCode,
    headers: { "content-type": String(res.headers["content-type"] ?? "application/json") },
  });
}
