import type { Database } from "@corp/db/schema";
import type { ContentScope } from "@corp/domain/public-pages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { CacheLookup } from "../metrics/answer-cache.ts";
import { ContentVersionMemo, type ContentVersions } from "../services/content-version.ts";
import { AnswerStore, contentTag, preferredCoding, StoredAnswer } from "./stored-answers.ts";

/**
 * Which answers are cached and what content they depend on. A `path` ending in "/" covers everything
 * under it; any other `path` covers that exact path (case and trailing slash ignored).
 */
export type CacheRule = {
  path: string;
  scopes: readonly ContentScope[];
  /**
   * Runs for each request answered without its handler (a stored answer or a 304), for an effect the
   * handler would have had (counting a view).
   */
  onHit?: (request: FastifyRequest) => void;
  /** How long a stored answer is sent again (ms); unset: until its tag changes. */
  maxAgeMs?: number;
  /**
   * The part of the URL the answer depends on: the path and the query values the page or endpoint reads,
   * in a fixed order. A query value nobody reads (`?x=<random>`) then finds the stored answer instead of
   * making a new one per request. Unset: the whole URL.
   */
  keyOf?: (url: string) => string;
};

export type HttpCacheOptions = {
  db: Kysely<Database>;
  rules: readonly CacheRule[];
  /** How long a process trusts the versions it read (ms). */
  versionTtlMs?: number;
  now?: () => number;
  /**
   * What the answer depends on besides the URL, from normalised values only (issue 24, M5): the
   * language the request resolves to, never the raw headers or cookies it came in, so made-up
   * `Host`, `Accept-Language`, `think-lang` or cookie values cannot force a fresh render each time.
   */
  variantOf?: (request: FastifyRequest) => string;
  /** Request headers whose values choose the variant; sent in `Vary` for caches in front. */
  vary?: readonly string[];
  /** How many answers this process keeps in memory to send again without running their handler. */
  maxEntries?: number;
  /** How many bytes those answers may take, in all their codings. */
  maxBytes?: number;
  /**
   * Told how each request a rule covers was answered: a stored answer (`hit`), a 304 (`not_modified`),
   * or by its handler (`miss`). The server's metrics count them.
   */
  onLookup?: (outcome: CacheLookup) => void;
};

/** The largest answer kept in memory. */
const MAX_STORED_BYTES = 512 * 1024;

/** Requests that carry a login are answered for that person alone and never cached here. */
const LOGIN_HEADERS = ["batoken", "ba-user-token"];
export const CACHE_CONTROL = "public, no-cache";

declare module "fastify" {
  interface FastifyInstance {
    contentVersions: ContentVersionMemo;
  }
  interface FastifyRequest {
    /** The cache key of a request whose handler runs, for its answer to be tagged and stored. */
    cacheKey: string | undefined;
  }
}

const headerText = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? value.join(",") : (value ?? "");

/** The rule for a URL: a path ending in "/" covers what is under it, others that path exactly. */
function ruleFor(rules: readonly CacheRule[], url: string): CacheRule | undefined {
  const raw = (url.split("?")[0] ?? "/").toLowerCase();
  const path = raw.length > 1 && raw.endsWith("/") ? raw.slice(0, -1) : raw;
  return rules.find((rule) => {
    const target = rule.path.toLowerCase();
    if (target.endsWith("/") && target.length > 1) return path.startsWith(target);
    return path === target;
  });
}

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
 * ETag + `Cache-Control: no-cache` on public answers, 304 without running the handler when the
 * client's copy is current, and the answer itself from memory (brotli or gzip when the client takes
 * them) while the content it was made from holds. An answer is found by its key: the URL, the headers it
 * varies by and the content versions stored in the database (see `bumpContentVersion`), so a content
 * edit committed through any process is seen everywhere once the memo expires. Its tag is a digest of its
 * bytes: the same content answers the same tag from any process, whatever else changed meanwhile.
 */
export const httpCache = fp(
  async (app: FastifyInstance, options: HttpCacheOptions) => {
    const { rules } = options;
    const now = options.now ?? (() => Date.now());
    const variantOf = options.variantOf ?? (() => "");
    const vary = [...(options.vary ?? []), "accept-encoding"].join(", ");
    const onLookup = options.onLookup ?? (() => {});
    // A quarter second: an edit made through another server shows on this one's pages well within
    // one second (bench/cluster.mjs measures it), for at most four small reads a second.
    const memo = new ContentVersionMemo(options.db, options.versionTtlMs ?? 250, options.now);
    app.decorate("contentVersions", memo);
    app.decorateRequest("cacheKey", undefined);
    const store = new AnswerStore(options.maxEntries ?? 1000, options.maxBytes ?? 64 * 1024 * 1024);

    // Rules by URL path, so the list is searched once per path.
    const rulesByPath = new Map<string, CacheRule | null>();
    const cachedRuleFor = (url: string): CacheRule | undefined => {
      const path = url.split("?")[0] ?? "/";
      let rule = rulesByPath.get(path);
      if (rule === undefined) {
        if (rulesByPath.size >= 10_000) rulesByPath.clear();
        rule = ruleFor(rules, path) ?? null;
        rulesByPath.set(path, rule);
      }
      return rule ?? undefined;
    };

    /**
     * What an answer is made from: the URL (as the rule reads it), the variant, and the versions of the
     * scopes it depends on. Equal keys make equal answers, so an answer (or its tag) found by key is sent
     * again without running the handler.
     */
    const keyFor = (request: FastifyRequest, rule: CacheRule, versions: ContentVersions): string => {
      const url = rule.keyOf ? rule.keyOf(request.url) : request.url;
      let key = `${rule.path}\0${variantOf(request)}\0${url}`;
      for (const scope of rule.scopes) key += `\0${versions[scope]}`;
      if (rule.scopes.includes("article")) key += `\0${versions.livePublishTime}`;
      return key;
    };

    /**
     * The tags of answers made, by key, also of answers too large to store: a client's copy is then
     * confirmed (304) without running the handler. A tag is a digest of the answer's bytes
     * (`contentTag`), so it moves only when what the answer shows does: new versions of content an
     * answer does not show, or a memo read again, make the same bytes and so the same tag.
     */
    const tags = new Map<string, { tag: string; at: number }>();
    const knownTag = (key: string, rule: CacheRule): string | undefined => {
      const known = tags.get(key);
      if (!known) return undefined;
      if (rule.maxAgeMs !== undefined && now() - known.at > rule.maxAgeMs) {
        tags.delete(key);
        store.delete(key);
        return undefined;
      }
      return known.tag;
    };
    const remember = (key: string, tag: string) => {
      tags.delete(key);
      if (tags.size >= 10_000) tags.delete(tags.keys().next().value as string);
      tags.set(key, { tag, at: now() });
    };

    const cacheHeaders = (reply: FastifyReply, tag: string) =>
      reply.header("etag", tag).header("cache-control", CACHE_CONTROL).header("vary", vary);

    /** The stored answer's bytes in the coding the client takes best. */
    const sendStored = (request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer) => {
      const sent = answer.bytesFor(preferredCoding(headerText(request.headers["accept-encoding"])), now());
      if (sent.coding) reply.header("content-encoding", sent.coding);
      return sent.body;
    };

    /** Answers from what is known by key (304 or the stored answer), or lets the handler run. */
    const answer = (request: FastifyRequest, reply: FastifyReply, rule: CacheRule, key: string) => {
      const tag = knownTag(key, rule);
      if (tag && matchesIfNoneMatch(headerText(request.headers["if-none-match"]), tag)) {
        rule.onHit?.(request);
        onLookup("not_modified");
        cacheHeaders(reply, tag).code(304).send();
        return true;
      }
      const stored = tag ? store.get(key) : undefined;
      if (stored && stored.tag === tag) {
        rule.onHit?.(request);
        onLookup("hit");
        cacheHeaders(reply, tag)
          .type(stored.type)
          .send(sendStored(request, reply, stored));
        return true;
      }
      // Runs the handler: onSend tags its answer, stores it, and answers 304 if the client has it.
      onLookup("miss");
      request.cacheKey = key;
      return false;
    };

    // A callback hook: a stored answer is sent without a promise of its own (answering from a hook
    // means sending and not calling `done`).
    app.addHook("onRequest", (request, reply, done) => {
      if (request.method !== "GET" && request.method !== "HEAD") return done();
      if (LOGIN_HEADERS.some((name) => headerText(request.headers[name]).trim() !== "")) return done();
      const rule = cachedRuleFor(request.url);
      if (!rule) return done();
      const proceed = (versions: ContentVersions) => {
        try {
          if (!answer(request, reply, rule, keyFor(request, rule, versions))) done();
        } catch (error) {
          done(error as Error);
        }
      };
      const versions = memo.fresh();
      if (versions) return proceed(versions);
      memo.current().then(proceed, (error: unknown) => done(error as Error));
    });

    // A write made through this process is seen by its next request, not only once the memo expires.
    app.addHook("onResponse", (request, _reply, done) => {
      if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS")
        memo.invalidate();
      done();
    });

    app.addHook("onSend", (request, reply, payload, done) => {
      const key = request.cacheKey;
      if (!key || !isCacheablePayload(reply, payload)) return done(null, payload);
      if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return done(null, payload);
      const body = typeof payload === "string" ? Buffer.from(payload) : payload;
      const type = String(reply.getHeader("content-type") ?? "");
      const tag = contentTag(body, type);
      cacheHeaders(reply, tag);
      // An answer that carries a cookie is this client's alone: tagged, never sent to another.
      if (reply.getHeader("set-cookie") !== undefined) return done(null, payload);
      remember(key, tag);
      const storable = reply.getHeader("content-encoding") === undefined && body.length <= MAX_STORED_BYTES;
      const stored = storable ? new StoredAnswer(body, type, tag, now()) : undefined;
      if (stored) store.set(key, stored);
      else store.delete(key);
      if (matchesIfNoneMatch(headerText(request.headers["if-none-match"]), tag)) {
        // The client's copy is what the handler made again: confirmed, not sent.
        reply.code(304).removeHeader("content-type").removeHeader("content-length");
        return done(null, null);
      }
      if (!stored) return done(null, payload);
      reply.removeHeader("content-length");
      const sent = stored.firstBytes(preferredCoding(headerText(request.headers["accept-encoding"])), now());
      if (sent.coding) reply.header("content-encoding", sent.coding);
      done(null, sent.body);
    });
  },
  { name: "http-cache" },
);
