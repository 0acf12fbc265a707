import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { escapeHtml } from "../services/html-escape.ts";
import { ADMIN_BASE } from "./admin-entry.ts";
import { contractAtEntry } from "./contract-at-entry.ts";
import { sendNotFound } from "./error-handler.ts";
import { type Coding, preferredCoding } from "./stored-answers.ts";

/** Where the page's files are served; each name holds a hash of its bytes, so they are cached for good. */
export const API_DOCS_ASSETS = "/docs/assets/";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".png": "image/png",
};

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const swaggerUi = (name: string) => join(swaggerUiDir, name);
/** Ours, beside this file in src/ and beside main.js in dist/ (build.mjs copies it). */
const initScript = fileURLToPath(new URL("./api-docs-init.js", import.meta.url));

/** Smaller files are sent as they are: compressing them saves less than their headers weigh. */
const MIN_COMPRESSED_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * One file of the page (or the contract), kept in memory and compressed in each coding the first time it
 * is asked for.
 */
class Asset {
  readonly hash: string;
  readonly name: string;
  private readonly encoded: Partial<Record<Coding, Promise<Buffer>>> = {};

  constructor(
    readonly body: Buffer,
    name: string,
    readonly type: string,
  ) {
    this.hash = createHash("sha256").update(body).digest("hex").slice(0, 12);
    const ext = extname(name);
    this.name = `${basename(name, ext)}.${this.hash}${ext}`;
  }

  /** A file of the disk, named by its base name and the hash of its bytes. */
  static file(path: string): Asset {
    return new Asset(readFileSync(path), basename(path), TYPES[extname(path)] ?? "application/octet-stream");
  }

  get href(): string {
    return API_DOCS_ASSETS + this.name;
  }

  /** The bytes in `coding`, made off the event loop (well under a second for the 1.7 MB bundle). */
  bytes(coding: Coding | undefined): Promise<Buffer> | Buffer {
    if (!coding || this.body.length < MIN_COMPRESSED_BYTES || this.type === TYPES[".png"]) return this.body;
    this.encoded[coding] ??=
      coding === "br"
        ? brotli(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipped(this.body, { level: 9 });
    return this.encoded[coding];
  }
}

/** The page: Swagger UI's files and our start-up script, no inline script (the site's CSP runs none). */
function docsPage(assets: Record<"css" | "baseCss" | "icon" | "bundle" | "init", Asset>): string {
  const href = (asset: Asset) => escapeHtml(asset.href);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>CorpSite API</title>
<link rel="icon" type="image/png" href="${href(assets.icon)}">
<link rel="stylesheet" href="${href(assets.baseCss)}">
<link rel="stylesheet" href="${href(assets.css)}">
</head>
<body>
<div id="swagger-ui"><noscript><h1>CorpSite API</h1><p>The contract: <a href="/openapi.json">/openapi.json</a></p></noscript></div>
<script src="${href(assets.bundle)}"></script>
<script src="${href(assets.init)}"></script>
</body>
</html>
`;
}

/**
 * GET /openapi.json, the contract; GET /docs, Swagger UI browsing it, served from swagger-ui-dist by this
 * server (no CDN). Its "Try it out" carries the admin's or member's token: see api-docs-init.js. Both
 * public. With the back office moved (`adminEntry`, ADMIN_ENTRY), the admin's operations are described
 * at their addresses under it.
 */
export function apiDocs(app: FastifyInstance, contract: object, adminEntry: string = ADMIN_BASE): void {
  // The contract (close to a megabyte of JSON): written once, compressed once per coding, revalidated by
  // its hash.
  const document = new Asset(
    Buffer.from(JSON.stringify(contractAtEntry(contract, adminEntry))),
    "openapi.json",
    "application/json; charset=utf-8",
  );
  const tag = `"${document.hash}"`;
  app.get("/openapi.json", async (request, reply) => {
    reply.header("cache-control", "no-cache").header("etag", tag).header("vary", "accept-encoding");
    if (request.headers["if-none-match"] === tag) return reply.code(304).send();
    const wanted = preferredCoding(request.headers["accept-encoding"]);
    const body = await document.bytes(wanted);
    if (body !== document.body && wanted) reply.header("content-encoding", wanted);
    return reply.type(document.type).send(body);
  });

  const assets = {
    css: Asset.file(swaggerUi("swagger-ui.css")),
    baseCss: Asset.file(swaggerUi("index.css")),
    icon: Asset.file(swaggerUi("favicon-32x32.png")),
    bundle: Asset.file(swaggerUi("swagger-ui-bundle.js")),
    init: Asset.file(initScript),
  };
  const byName = new Map(Object.values(assets).map((asset) => [asset.name, asset]));
  const page = docsPage(assets);

  app.get("/docs", (_request, reply) =>
    reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(page),
  );
  app.get<{ Params: { file: string } }>(`${API_DOCS_ASSETS}:file`, async (request, reply) => {
    // Only the files named above: nothing else of the disk is reachable from here.
    const asset = byName.get(request.params.file);
    if (!asset) return sendNotFound(request, reply);
    const wanted = preferredCoding(request.headers["accept-encoding"]);
    const body = await asset.bytes(wanted);
    if (body !== asset.body && wanted) reply.header("content-encoding", wanted);
    return reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("vary", "accept-encoding")
      .type(asset.type)
      .send(body);
  });
}
