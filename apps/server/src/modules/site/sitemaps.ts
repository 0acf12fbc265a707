import type { Database } from "@corp/db/schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import { CACHE_CONTROL, matchesIfNoneMatch } from "../../plugins/http-cache.ts";
import { preferredCoding } from "../../plugins/stored-answers.ts";
import { readContentVersions } from "../../services/content-version.ts";
import { robotsTxt } from "./sitemap.ts";
import { type SitemapFormat, SitemapStore } from "./sitemap-store.ts";

export type SitemapOptions = {
  db: Kysely<Database>;
  /** The public address of the site (e.g. https://www.example.cn); the request's own host when unset. */
  siteUrl?: string | undefined;
};

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** The origin the URLs are written with: the configured one, else the request's (a malformed Host is refused). */
export function originOf(request: FastifyRequest, siteUrl: string | undefined): string | undefined {
  if (siteUrl) return siteUrl.replace(/\/+$/, "");
  const host = request.host;
  if (!HOST.test(host)) return undefined;
  return `${request.protocol}://${host}`;
}

const badRequest = (reply: FastifyReply) =>
  reply.code(400).type("text/plain; charset=utf-8").send("Bad Request\n");

/**
 * `/sitemap.xml`, `/sitemap.txt` (for Baidu) and `/robots.txt`, generated from the published content;
 * above 50,000 URLs `/sitemap.xml` is an index of `/sitemap-{n}.xml` (see `sitemapLayout`), each with its
 * `/sitemap-{n}.txt`. The sitemaps are kept between requests (`SitemapStore`), with their ETag.
 */
export const sitemaps = fp(
  async (app: FastifyInstance, options: SitemapOptions) => {
    const { siteUrl, db } = options;
    const versions = app.hasDecorator("contentVersions")
      ? () => app.contentVersions.current()
      : () => readContentVersions(db);
    const store = new SitemapStore(db, versions);

    const send = async (
      request: FastifyRequest,
      reply: FastifyReply,
      format: SitemapFormat,
      part: number | undefined,
    ) => {
      const origin = originOf(request, siteUrl);
      if (!origin) return badRequest(reply);
      const found = await store.answer(origin, format, part);
      if (!found) return reply.callNotFound();
      const { answer, made } = found;
      reply
        .header("etag", answer.tag)
        .header("cache-control", CACHE_CONTROL)
        .header("vary", "accept-encoding");
      if (matchesIfNoneMatch(String(request.headers["if-none-match"] ?? ""), answer.tag))
        return reply.code(304).send();
      const coding = preferredCoding(String(request.headers["accept-encoding"] ?? ""));
      const sent = made ? answer.firstBytes(coding, Date.now()) : answer.bytesFor(coding, Date.now());
      if (sent.coding) reply.header("content-encoding", sent.coding);
      return reply.type(answer.type).send(sent.body);
    };

    app.get("/sitemap.xml", (request, reply) => send(request, reply, "xml", undefined));
    app.get("/sitemap.txt", (request, reply) => send(request, reply, "txt", undefined));
    app.get<{ Params: { n: string } }>("/sitemap-:n(^\\d{1,6}).xml", (request, reply) =>
      send(request, reply, "xml", Number(request.params.n)),
    );
    app.get<{ Params: { n: string } }>("/sitemap-:n(^\\d{1,6}).txt", (request, reply) =>
      send(request, reply, "txt", Number(request.params.n)),
    );
    app.get("/robots.txt", (request, reply) => {
      const origin = originOf(request, siteUrl);
      if (!origin) return badRequest(reply);
      return reply.type("text/plain; charset=utf-8").send(robotsTxt(origin));
    });
  },
  { name: "sitemaps" },
);
