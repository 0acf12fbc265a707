// A small HTTP client for the cluster bench (node:http, keep-alive): each simulated client has its own
// connections, from a local address of its own (127.x.y.z) when given, so the balancer sees distinct
// clients. Answers are read whole; `ms` is the time to the last byte.
import http from "node:http";
import { performance } from "node:perf_hooks";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

const TIMEOUT_MS = 30_000;

export class HttpError extends Error {}

export function httpClient({ localAddress } = {}) {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 8,
    ...(localAddress ? { localAddress } : {}),
  });
  const send = (url, options, attempt) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const started = performance.now();
      const body = options.body;
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: options.method ?? (body ? "POST" : "GET"),
          headers: {
            ...(body ? { "content-length": String(body.length) } : {}),
            ...options.headers,
          },
          agent,
          ...(localAddress ? { localAddress } : {}),
          timeout: TIMEOUT_MS,
        },
        (res) => {
          const chunks = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () => {
            const ended = performance.now();
            resolve({
              status: res.statusCode,
              headers: res.headers,
              body: Buffer.concat(chunks),
              ms: ended - started,
              at: ended,
            });
          });
          res.on("error", reject);
        },
      );
      req.on("timeout", () => req.destroy(new HttpError(`timed out after ${TIMEOUT_MS} ms`)));
      req.on("error", (error) => {
        // A kept-alive connection the other end closed as it was reused: a GET is sent again once.
        if (req.reusedSocket && attempt === 0 && (options.method ?? "GET") === "GET" && !body) {
          resolve(send(url, options, 1));
          return;
        }
        reject(error);
      });
      req.end(body);
    });
  return {
    request: (url, options = {}) => send(url, options, 0),
    close: () => agent.destroy(),
  };
}

/** The answer's body as text, whatever coding it was sent in (br, gzip or none). */
export function textOf(answer) {
  const coding = answer.headers["content-encoding"];
  try {
    if (coding === "br") return brotliDecompressSync(answer.body).toString("utf8");
    if (coding === "gzip") return gunzipSync(answer.body).toString("utf8");
  } catch {
    return `(undecodable ${coding} body of ${answer.body.length} bytes)`;
  }
  return answer.body.toString("utf8");
}

/** The answer's body as JSON, or undefined when it is not. */
export function jsonOf(answer) {
  try {
    return JSON.parse(textOf(answer));
  } catch {
    return undefined;
  }
}

/** A multipart/form-data body with one file field (as apps/server/src/test/multipart.ts). */
export function multipartFile(filename, content, type, field = "file") {
  const boundary = `----clusterbench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, content, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
