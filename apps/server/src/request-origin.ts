import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** The origin of SITE_URL, when it is set: the one address the site gives out. */
    siteOrigin: string | undefined;
  }
}

/** Decorates the app with the configured site's origin (SITE_URL, required in production). */
export function siteOrigin(app: FastifyInstance, siteUrl: string | undefined): void {
  app.decorate("siteOrigin", siteUrl ? new URL(siteUrl).origin : undefined);
}

/**
 * The origin the site's own URLs are built on: SITE_URL's, so a made-up `Host` is never echoed into a
 * page or a link (issue 24, L9); without it (development and tests) the request's, as the proxies in
 * front report it (TRUST_PROXY).
 */
export const requestOrigin = (request: FastifyRequest): string =>
  request.server.siteOrigin ?? `${request.protocol}://${request.host}`;
