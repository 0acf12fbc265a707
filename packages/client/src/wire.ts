import type { TransportFailure } from "./failure-message.ts";

/** A request read once, so that it can be sent again (a replay after a token refresh). */
export type Prepared = {
  url: string;
  method: string;
  headers: Headers;
  body: ArrayBuffer | undefined;
  callerSignal: AbortSignal | null;
  /** Method, URL and body: identical requests share it (duplicate cancelling). */
  key: string;
};

/** An answer held as bytes: each caller sharing an in-flight request gets a Response of its own. */
export type Outcome = { status: number; statusText: string; headers: Headers; bytes: ArrayBuffer };

/** No answer came: the time limit passed or the network failed. */
export class TransportError extends Error {
  constructor(readonly failure: TransportFailure) {
    super(failure.kind);
  }
}

const textDecoder = new TextDecoder();

/** The JSON body of an answer, or undefined when it has none. */
export function parseJson(outcome: Outcome): unknown {
  const type = outcome.headers.get("content-type") ?? "";
  if (!type.includes("json") || outcome.bytes.byteLength === 0) return undefined;
  try {
    return JSON.parse(textDecoder.decode(outcome.bytes));
  } catch {
    return undefined;
  }
}

export function toResponse(outcome: Outcome): Response {
  const empty = outcome.status === 204 || outcome.status === 205 || outcome.status === 304;
  return new Response(empty ? null : outcome.bytes.slice(0), {
    status: outcome.status,
    statusText: outcome.statusText,
    headers: outcome.headers,
  });
}

/**
 * A code-1 envelope answered as its `data` alone (JSON; `null` when it has none), so that typed
 * callers read the data itself. The other headers of the answer are kept.
 */
export function dataResponse(outcome: Outcome, data: unknown): Response {
  const headers = new Headers(outcome.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  headers.set("content-type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(data ?? null), {
    status: outcome.status,
    statusText: outcome.statusText,
    headers,
  });
}

/** Reads a request once; its `key` tells identical requests apart from the others. */
export async function prepare(request: Request): Promise<Prepared> {
  const method = request.method.toUpperCase();
  const raw = method === "GET" || method === "HEAD" ? undefined : await request.clone().arrayBuffer();
  const body = raw && raw.byteLength > 0 ? raw : undefined;
  const bodyText = body ? textDecoder.decode(body) : "";
  return {
    url: request.url,
    method,
    headers: new Headers(request.headers),
    body,
    callerSignal: request.signal,
    key: `${method} ${request.url} ${bodyText}`,
  };
}
