// The cluster bench's load balancer, run as a child process of bench/cluster.mjs (`fork`): a small
// round-robin HTTP reverse proxy on 127.0.0.1 that pipes each request to the next server and its answer
// back, as one proxy in front of the servers would (they run with TRUST_PROXY=1). It appends the address it
// saw to X-Forwarded-For, so each simulated client (bound to its own 127.x address) is a client of its own
// for the site's throttles, and names the server that answered in `x-bench-backend`.
// Messages from the parent: {type: "backends", backends: [{name, port}]} (answered {type: "backends"}),
// {type: "stats"} (answered {type: "stats", stats}). It announces {type: "listening", port} once up.
import http from "node:http";

/** Hop-by-hop headers (RFC 9110 §7.6.1): a proxy does not pass them on. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
]);

let backends = [];
let next = 0;
const stats = { requests: 0, byBackend: {}, byStatus: {}, proxyErrors: 0, retries: 0, errorSamples: [] };

function agentFor(backend) {
  backend.agent ??= new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
  return backend.agent;
}

function count(backend, status) {
  stats.byBackend[backend.name] ??= { requests: 0, byStatus: {} };
  const perBackend = stats.byBackend[backend.name];
  perBackend.requests++;
  perBackend.byStatus[status] = (perBackend.byStatus[status] ?? 0) + 1;
  stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
}

function forwardedHeaders(req) {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const seen = req.socket.remoteAddress?.replace(/^::ffff:/, "") ?? "";
  const before = req.headers["x-forwarded-for"];
  headers["x-forwarded-for"] = before ? `${before}, ${seen}` : seen;
  headers["x-forwarded-proto"] = "http";
  if (req.headers.host) headers["x-forwarded-host"] = req.headers.host;
  return headers;
}

function pass(req, res, backend, headers, body, attempt) {
  const upstream = http.request(
    {
      host: "127.0.0.1",
      port: backend.port,
      method: req.method,
      path: req.url,
      headers,
      agent: agentFor(backend),
    },
    (answer) => {
      count(backend, answer.statusCode);
      const out = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_BY_HOP.has(name)) out[name] = value;
      }
      out["x-bench-backend"] = backend.name;
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
      answer.on("error", () => res.destroy());
    },
  );
  upstream.on("error", (error) => {
    // A kept-alive connection the server closed just as it was reused: an idempotent request is sent again
    // on a new one, as proxies do; anything else is the proxy's 502.
    if (upstream.reusedSocket && attempt === 0 && !res.headersSent && ["GET", "HEAD"].includes(req.method)) {
      stats.retries++;
      pass(req, res, backend, headers, body, 1);
      return;
    }
    stats.proxyErrors++;
    if (stats.errorSamples.length < 20) {
      stats.errorSamples.push({
        backend: backend.name,
        method: req.method,
        url: req.url,
        error: error.message,
      });
    }
    count(backend, 502);
    if (!res.headersSent) {
      res.writeHead(502, { "content-type": "text/plain", "x-bench-backend": backend.name });
      res.end(`balancer: ${backend.name}: ${error.message}`);
    } else {
      res.destroy();
    }
  });
  upstream.end(body);
}

const server = http.createServer((req, res) => {
  stats.requests++;
  if (backends.length === 0) {
    res.writeHead(503, { "content-type": "text/plain" });
    res.end("balancer: no backend");
    return;
  }
  const backend = backends[next++ % backends.length];
  // The body is read whole first (the bench sends small ones), so a GET can be sent again.
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => pass(req, res, backend, forwardedHeaders(req), Buffer.concat(chunks), 0));
  req.on("error", () => res.destroy());
});
// Longer than any pause of a simulated client, so a client never reuses a connection the proxy just closed.
server.keepAliveTimeout = 120_000;
server.headersTimeout = 121_000;
server.requestTimeout = 0;

process.on("message", (message) => {
  if (message?.type === "backends") {
    backends = message.backends.map((b) => ({ ...b }));
    next = 0;
    process.send({ type: "backends" });
  } else if (message?.type === "stats") {
    process.send({ type: "stats", stats });
  } else if (message?.type === "reset-stats") {
    Object.assign(stats, {
      requests: 0,
      byBackend: {},
      byStatus: {},
      proxyErrors: 0,
      retries: 0,
      errorSamples: [],
    });
    process.send({ type: "reset-stats" });
  }
});
process.on("disconnect", () => process.exit(0));

server.listen(0, "127.0.0.1", () => process.send({ type: "listening", port: server.address().port }));
