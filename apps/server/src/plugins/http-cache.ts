import { createHash, randomUUID } from "node:crypto";
import type { Database } from "@corp/db/schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import {
  CONTENT_SCOPES,
  type ContentScope,
  ContentVersionMemo,
  type ContentVersions,
} from "../services/content-version.ts";

/**
 * Which answers are cached and what content they depend on. A `path` ending in "/" covers everything
 * under it; any other `path` covers that exact path (case and trailing slash ignored).
 */
export type CacheRule = {
  path: string;
  scopes: readonly ContentScope[];
  /**
   * Run the handler even when the client's copy is current (it has an effect, e.g. counting a view),
   * then answer 304 instead of the body.
   */
  alwaysRun?: boolean;
};

const ALL = CONTENT_SCOPES;

export const DEFAULT_CACHE_RULES: readonly CacheRule[] = [
  { path: "/api/index/common", scopes: ["site"] },
  { path: "/api/index/index", scopes: ["site"] },
  { path: "/api/portal/article", scopes: ALL, alwaysRun: true },
  { path: "/api/portal/", scopes: ALL },
  { path: "/sitemap.xml", scopes: ALL },
  { path: "/sitemap.txt", scopes: ALL },
  { path: "/robots.txt", scopes: ["site"] },
  // Rendered public pages: the header and footer come from `site`, the bodies from the rest.
  { path: "/", scopes: ALL },
  { path: "/index", scopes: ALL },
  { path: "/us/", scopes: ALL },
  { path: "/list", scopes: ALL },
  { path: "/search", scopes: ALL },
  { path: "/contact", scopes: ALL },
  { path: "/layout", scopes: ALL },
  { path: "/topic", scopes: ALL },
  { path: "/article/", scopes: ALL, alwaysRun: true },
  { path: "/video", scopes: ALL },
];

export type HttpCacheOptions = {
  db: Kysely<Database>;
  rules?: readonly CacheRule[];
  /**
   * Identifies the deployed code: answers of another build never match. Processes of one deployment
   * should share it (BUILD_ID); without it each process has its own, which is safe but revalidates less.
   */
  buildId?: string;
  /** How long a process trusts the versions it read (ms). */
  versionTtlMs?: number;
  now?: () => number;
  /** Request headers the answer depends on (besides the URL); they are also sent in `Vary`. */
  keyHeaders?: readonly string[];
  /** How many answers this process keeps in memory to send again without running their handler. */
  maxEntries?: number;
};

/** An answer as sent, and where its envelope `time` digits are (-1: none). */
type StoredAnswer = { body: Buffer; type: string; timeAt: number; timeLength: number };

/** The largest answer kept in memory. */
const MAX_STORED_BYTES = 512 * 1024;

/**
 * Answers by tag, least recently used dropped first. A tag names the content exactly (versions, build,
 * URL, varying headers), so a stored answer stays right until the tag changes; old tags age out.
 */
class AnswerStore {
  private readonly entries = new Map<string, StoredAnswer>();
  constructor(private readonly max: number) {}

  get(tag: string): StoredAnswer | undefined {
    const hit = this.entries.get(tag);
    if (hit) {
      this.entries.delete(tag);
      this.entries.set(tag, hit);
    }
    return hit;
  }

  set(tag: string, answer: StoredAnswer): void {
    if (this.max <= 0) return;
    this.entries.delete(tag);
    this.entries.set(tag, answer);
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

const ENVELOPE_TIME = /^\{"code":1,"msg":"(?:[^"\\]|\\.)*","time":(\d+)/;

function toStored(payload: string | Buffer, type: string): StoredAnswer {
  const body = typeof payload === "string" ? Buffer.from(payload) : payload;
  const match = type.includes("json") ? ENVELOPE_TIME.exec(body.subarray(0, 2048).toString()) : null;
  const digits = match?.[1];
  if (!match || !digits) return { body, type, timeAt: -1, timeLength: 0 };
  return { body, type, timeAt: Buffer.byteLength(match[0]) - digits.length, timeLength: digits.length };
}

/** The envelope's `time` is the moment of the answer: a stored JSON answer gets the current one. */
function freshBody(answer: StoredAnswer): Buffer {
  if (answer.timeAt < 0) return answer.body;
  const now = String(Math.floor(Date.now() / 1000));
  if (now.length !== answer.timeLength) return answer.body;
  const copy = Buffer.from(answer.body);
  copy.write(now, answer.timeAt, "latin1");
  return copy;
}

/** Requests that carry a login are answered for that person alone and never cached here. */
const LOGIN_HEADERS = ["batoken", "ba-user-token"];
const DEFAULT_KEY_HEADERS = ["think-lang", "accept-language"];
export const CACHE_CONTROL = "public, no-cache";

declare module "fastify" {
  interface FastifyInstance {
    contentVersions: ContentVersionMemo;
  }
  interface FastifyRequest {
    cacheTag: string | undefined;
    cacheFresh: boolean;
    cacheRule: CacheRule | undefined;
  }
}

function ruleFor(rules: readonly CacheRule[], url: string): CacheRule | undefined {
  const raw = (url.split("?")[0] ?? "/").toLowerCase();
  const path = raw.length > 1 && raw.endsWith("/") ? raw.slice(0, -1) : raw;
  return rules.find((rule) => {
    const target = rule.path.toLowerCase();
    if (target.endsWith("/") && target.length > 1) return path.startsWith(target);
    return path === target;
  });
}

const headerText = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? value.join(",") : (value ?? "");

/** True when any tag listed in If-None-Match is `tag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (t: string) => t.trim().replace(/^W\//, "");
  return header.split(",").some((candidate) => opaque(candidate) === opaque(tag));
}

/** A JSON answer is cached only when it is the success envelope; errors are always computed afresh. */
function isCacheablePayload(reply: FastifyReply, payload: unknown): boolean {
  if (reply.statusCode !== 200) return false;
  const type = headerText(reply.getHeader("content-type") as string | undefined);
  if (!type.includes("json")) return true;
  return typeof payload === "string" && /^\{"code":1[,}]/.test(payload);
}

/**
 * ETag + `Cache-Control: no-cache` on public answers, and 304 without running the handler when the
 * client's copy is current. The tag folds the content versions stored in the database (see
 * `bumpContentVersion`), the build, the URL and the headers the answer varies by; so a content edit
 * committed through any process changes the tag everywhere once the memo expires.
 */
export const httpCache = fp(
  async (app: FastifyInstance, options: HttpCacheOptions) => {
    const rules = options.rules ?? DEFAULT_CACHE_RULES;
    const buildId = options.buildId ?? process.env.BUILD_ID ?? randomUUID();
    const keyHeaders = (options.keyHeaders ?? DEFAULT_KEY_HEADERS).map((h) => h.toLowerCase());
    const vary = keyHeaders.join(", ");
    const memo = new ContentVersionMemo(options.db, options.versionTtlMs ?? 1000, options.now);
    app.decorate("contentVersions", memo);
    app.decorateRequest("cacheTag", undefined);
    app.decorateRequest("cacheFresh", false);
    app.decorateRequest("cacheRule", undefined);
    const store = new AnswerStore(options.maxEntries ?? 1000);

    // Tags of the versions last read, by request key: hashing is skipped for repeated requests.
    let tagsOf: ContentVersions | undefined;
    const tags = new Map<string, string>();
    const tagFor = async (request: FastifyRequest, rule: CacheRule): Promise<string> => {
      const versions = await memo.current();
      if (versions !== tagsOf) {
        tags.clear();
        tagsOf = versions;
      }
      let key = `${rule.path}\0${request.host}\0${request.url}`;
      for (const name of keyHeaders) key += `\0${headerText(request.headers[name])}`;
      const known = tags.get(key);
      if (known) return known;
      if (tags.size >= 10_000) tags.clear();
      const hash = createHash("sha1").update(`${buildId}\0${request.host}\0${request.url}`);
      for (const scope of rule.scopes) hash.update(`\0${scope}=${versions[scope]}`);
      if (rule.scopes.includes("article")) hash.update(`\0live=${versions.livePublishTime}`);
      for (const name of keyHeaders) hash.update(`\0${headerText(request.headers[name])}`);
      const tag = `W/"${hash.digest("base64url").slice(0, 22)}"`;
      tags.set(key, tag);
      return tag;
    };

    app.addHook("onRequest", async (request, reply) => {
      if (request.method !== "GET" && request.method !== "HEAD") return;
      if (LOGIN_HEADERS.some((name) => headerText(request.headers[name]).trim() !== "")) return;
      const rule = ruleFor(rules, request.url);
      if (!rule) return;
      const tag = await tagFor(request, rule);
      request.cacheTag = tag;
      request.cacheRule = rule;
      if (!matchesIfNoneMatch(headerText(request.headers["if-none-match"]), tag)) {
        const stored = rule.alwaysRun ? undefined : store.get(tag);
        if (!stored) return;
        // Sent as stored: nothing for onSend to tag or store again.
        request.cacheTag = undefined;
        return reply
          .header("etag", tag)
          .header("cache-control", CACHE_CONTROL)
          .header("vary", vary)
          .type(stored.type)
          .send(freshBody(stored));
      }
      request.cacheFresh = true;
      if (!rule.alwaysRun) {
        return reply
          .code(304)
          .header("etag", tag)
          .header("cache-control", CACHE_CONTROL)
          .header("vary", vary)
          .send();
      }
    });

    // A write made through this process is seen by its next request, not only once the memo expires.
    app.addHook("onResponse", async (request) => {
      if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS")
        memo.invalidate();
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const tag = request.cacheTag;
      if (!tag || reply.statusCode === 304) return payload;
      if (!isCacheablePayload(reply, payload)) return payload;
      reply.header("etag", tag).header("cache-control", CACHE_CONTROL).header("vary", vary);
      if (request.cacheFresh) {
        reply.code(304).removeHeader("content-type").removeHeader("content-length");
        return "";
      }
      const storable =
        !request.cacheRule?.alwaysRun &&
        reply.getHeader("set-cookie") === undefined &&
        (typeof payload === "string" || Buffer.isBuffer(payload)) &&
        payload.length <= MAX_STORED_BYTES;
      if (storable) store.set(tag, toStored(payload, String(reply.getHeader("content-type") ?? "")));
      return payload;
    });
  },
  { name: "http-cache" },
);
