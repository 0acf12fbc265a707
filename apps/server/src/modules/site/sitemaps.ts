import type { Database } from "@corp/db/schema";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import { robotsTxt, sitemapEntries, sitemapText, sitemapXml } from "./sitemap.ts";

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

/** `/sitemap.xml`, `/sitemap.txt` (for Baidu) and `/robots.txt`, generated from the published content. */
export const sitemaps = fp(
  async (app: FastifyInstance, options: SitemapOptions) => {
    const { siteUrl } = options;
    const route = (url: string, type: string, render: (origin: string) => Promise<string> | string) => {
      app.get(url, async (request, reply) => {
        const origin = originOf(request, siteUrl);
        if (!origin) return reply.code(400).type("text/plain; charset=utf-8").send("Bad Request\n");
        return reply.type(type).send(await render(origin));
      });
    };
    route("/sitemap.xml", "application/xml; charset=utf-8", async (origin) =>
      sitemapXml(origin, await sitemapEntries(options.db)),
    );
    route("/sitemap.txt", "text/plain; charset=utf-8", async (origin) =>
      sitemapText(origin, await sitemapEntries(options.db)),
    );
    route("/robots.txt", "text/plain; charset=utf-8", (origin) => robotsTxt(origin));
  },
  { name: "sitemaps" },
);
