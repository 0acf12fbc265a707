// Serves a build of BuildAdmin's admin client (its web/dist, built outside this repository) on one
// origin with this server's API, as that client expects: its files from the dist folder, and /admin/*,
// /api/*, /storage/* and /module-assets/* (modules' pages, which its menu frames) forwarded to the
// server. A server whose admin entry moved (ADMIN_ENTRY=/backstage) is given the entry: the client's
// /admin/* calls (and its market's store calls) go to /backstage/..., as its base URL set to the entry
// would send them.
//   node e2e/buildadmin/proxy.mjs <dist folder> [port, 3101] [server, http://127.0.0.1:3100] [entry]
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, request as forward } from "node:http";
import { extname, join, normalize } from "node:path";

const [dist, port = "3101", server = "http://127.0.0.1:3100", entry = ""] = process.argv.slice(2);
if (!dist || !existsSync(join(dist, "index.html"))) {
  console.error(
    "usage: node e2e/buildadmin/proxy.mjs <BuildAdmin web/dist folder> [port] [server URL] [admin entry]",
  );
  process.exit(2);
}
const upstream = new URL(server);
const FORWARDED = /^\/(admin|api|storage|module-assets|install)(\/|\?|$)/;
/** The client's calls that a moved admin entry serves only under it: /admin/* and its market's store calls. */
const ADMIN_CALLS = /^\/(admin|api\/v6\.store|api\/pay\/check)(\/|\?|$)/i;
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".json": "application/json",
};

function serveFile(req, res) {
  const path = normalize(decodeURIComponent((req.url ?? "/").split("?")[0])).replace(/^(\.\.[/\\])+/, "");
  let file = join(dist, path);
  if (!file.startsWith(normalize(dist)) || !existsSync(file) || statSync(file).isDirectory()) {
    file = join(dist, "index.html");
  }
  res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(res);
}

createServer((req, res) => {
  if (!FORWARDED.test(req.url ?? "")) return serveFile(req, res);
  const outgoing = forward(
    {
      hostname: upstream.hostname,
      port: upstream.port,
      path: entry && ADMIN_CALLS.test(req.url ?? "") ? `${entry}${req.url}` : req.url,
      method: req.method,
      // The Host stays the client's, so that the addresses the server answers (full_url) are on this origin.
      headers: req.headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  outgoing.on("error", () => {
    res.writeHead(502).end();
  });
  req.pipe(outgoing);
}).listen(Number(port), "127.0.0.1", () => {
  console.log(`BuildAdmin's client from ${dist} on http://127.0.0.1:${port}, API at ${server}`);
});
