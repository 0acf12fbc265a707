/// <reference types="node" />
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".mp4": "video/mp4",
  ".m3u8": "application/vnd.apple.mpegurl",
  ".ts": "video/mp2t",
  ".jpg": "image/jpeg",
};

/**
 * The harness and the media on 127.0.0.1, with byte ranges (Chromium seeks MP4 with them) and two
 * test switches: `/slow/<ms>/...` delays every answer, `/flaky/<key>/...` answers 404 until
 * `/control/heal/<key>` is requested, to test the error overlay's retry.
 */
export async function startMediaServer(roots: {
  harness: string;
  media: string;
}): Promise<{ url: string; server: Server }> {
  const healed = new Set<string>();
  const server = createServer((req, res) => void handle(req, res));

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const slow = /^\/slow\/(\d+)(\/.*)$/.exec(path);
    if (slow) {
      await new Promise((resolve) => setTimeout(resolve, Number(slow[1])));
      path = slow[2] ?? "/";
    }
    const heal = /^\/control\/heal\/([\w-]+)$/.exec(path);
    if (heal?.[1]) {
      healed.add(heal[1]);
      res.writeHead(204, { "access-control-allow-origin": "*" }).end();
      return;
    }
    const flaky = /^\/flaky\/([\w-]+)(\/.*)$/.exec(path);
    if (flaky) {
      if (!healed.has(flaky[1] ?? "")) return notFound(res);
      path = flaky[2] ?? "/";
    }
    if (path === "/" || path === "/index.html") return sendFile(req, res, join(roots.harness, "index.html"));
    if (path.startsWith("/media/")) return sendFile(req, res, safeJoin(roots.media, path.slice(7)));
    if (path.startsWith("/assets/")) return sendFile(req, res, safeJoin(roots.harness, path.slice(1)));
    notFound(res);
  }

  await new Promise<void>((resolve) =>
    server.listen(Number(process.env.PLAYER_HARNESS_PORT ?? 0), "127.0.0.1", resolve),
  );
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}

function safeJoin(root: string, relative: string): string {
  const path = normalize(join(root, relative));
  return path.startsWith(root) ? path : join(root, "__outside__");
}

function notFound(res: ServerResponse) {
  res.writeHead(404, { "content-type": "text/plain" }).end("not found");
}

function sendFile(req: IncomingMessage, res: ServerResponse, path: string) {
  if (!existsSync(path) || !statSync(path).isFile()) return notFound(res);
  const size = statSync(path).size;
  const headers = {
    "content-type": TYPES[extname(path)] ?? "application/octet-stream",
    "accept-ranges": "bytes",
    "cache-control": "no-store",
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? "");
  if (range) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start >= size || start > end) {
      res.writeHead(416, { "content-range": `bytes */${size}` }).end();
      return;
    }
    res.writeHead(206, {
      ...headers,
      "content-range": `bytes ${start}-${end}/${size}`,
      "content-length": end - start + 1,
    });
    createReadStream(path, { start, end }).pipe(res);
    return;
  }
  res.writeHead(200, { ...headers, "content-length": size });
  if (req.method === "HEAD") return res.end();
  createReadStream(path).pipe(res);
}
