import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { type BlockList, isIP, type LookupFunction } from "node:net";
import { inList } from "./address-list.ts";
import { NOT_PUBLIC } from "./not-public.ts";

/**
 * Fetching from an address a document names (an export's old site), which whoever wrote the document
 * chose: only from the public internet, unless the operator lists a network. The host's addresses are
 * resolved and checked first, and the connection is made to the address checked (no second lookup a
 * rebinding DNS server could answer differently); a literal address is checked as it is.
 */

/** Whether `ip` is on the public internet or in a network the operator allowed. */
export function mayFetchFrom(ip: string, allowed: BlockList): boolean {
  return inList(allowed, ip) || !inList(NOT_PUBLIC, ip);
}

/** Why a fetch was not made: the host's address is not public. */
export class NotPublicAddress extends Error {
  constructor(readonly address: string) {
    super(`${address} is not a public address`);
  }
}

/** `dns.lookup` that answers only addresses `mayFetchFrom` accepts, and fails on a host with any other. */
function checkedLookup(allowed: BlockList): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, "", 0);
      const list = found as LookupAddress[];
      const refused = list.find((a) => !mayFetchFrom(a.address, allowed));
      const first = list[0];
      if (refused || !first) return callback(new NotPublicAddress(refused?.address ?? hostname), "", 0);
      if (options.all) return callback(null, list as unknown as string, 0);
      return callback(null, first.address, first.family);
    });
  };
}

export type PublicAnswer = { status: number; length: number; bytes: Buffer } | { tooLarge: true };

/** Why a fetch was not made: a redirect to an address the rules of the fetch do not allow. */
export class RefusedRedirect extends Error {
  constructor(readonly address: string) {
    super(`redirected to ${address}, which is not allowed`);
  }
}

/** Which redirects a fetch follows: at most `max`, each to an http(s) address `follow` accepts. */
export type RedirectRules = { max: number; follow: (url: URL) => boolean };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The address a redirect answer sends to, checked: http or https, accepted by the rules and within their
 * number. Throws `RefusedRedirect` otherwise.
 */
function redirectTarget(from: URL, location: string, rules: RedirectRules): URL {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new RefusedRedirect(location.slice(0, 200));
  }
  if (rules.max < 1 || !/^https?:$/.test(next.protocol) || !rules.follow(next))
    throw new RefusedRedirect(next.href.slice(0, 200));
  return next;
}

/**
 * GETs `url` (http or https) from a public address (or an `allowed` one), at most `maxBytes` read and
 * `timeoutMs` in all. Throws `NotPublicAddress` for any other address. Follows no redirect (its answer
 * is given as it is) unless `redirects` says which: each target is then checked by the same rules, its
 * address resolved and checked on the connection made to it, and a target refused throws
 * `RefusedRedirect` without a connection to it.
 */
export function fetchPublic(
  url: URL,
  options: { allowed: BlockList; maxBytes: number; timeoutMs: number; redirects?: RedirectRules },
): Promise<PublicAnswer> {
  const literal = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(literal) && !mayFetchFrom(literal, options.allowed)) {
    return Promise.reject(new NotPublicAddress(literal));
  }
  const started = Date.now();
  const get = url.protocol === "https:" ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const request = get(
      url,
      { lookup: checkedLookup(options.allowed), timeout: options.timeoutMs },
      (answer) => {
        const location = answer.headers.location;
        const rules = options.redirects;
        if (rules && REDIRECTS.has(answer.statusCode ?? 0) && location) {
          answer.resume();
          try {
            const next = redirectTarget(url, location, rules);
            const timeoutMs = options.timeoutMs - (Date.now() - started);
            if (timeoutMs <= 0) throw new Error("timed out");
            const redirects = { ...rules, max: rules.max - 1 };
            fetchPublic(next, { ...options, timeoutMs, redirects }).then(resolve, reject);
          } catch (error) {
            reject(error);
          }
          return;
        }
        const length = Number(answer.headers["content-length"] ?? 0);
        if (length > options.maxBytes) {
          answer.destroy();
          return resolve({ tooLarge: true });
        }
        const chunks: Buffer[] = [];
        let read = 0;
        answer.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > options.maxBytes) {
            answer.destroy();
            resolve({ tooLarge: true });
          } else chunks.push(chunk);
        });
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, length, bytes: Buffer.concat(chunks) }),
        );
        answer.on("error", reject);
      },
    );
    const timer = setTimeout(() => request.destroy(new Error("timed out")), options.timeoutMs);
    request.on("close", () => clearTimeout(timer));
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
  });
}
