import type { FastifyInstance, FastifyRequest } from "fastify";

/** Where a login travels: the session headers, and the query of image URLs that cannot send headers. */
const SESSION_HEADERS = ["batoken", "ba-user-token"] as const;
const SESSION_QUERY = /[?&](batoken|ba-user-token)=/i;

/** True for a request made in someone's name, whose answer is theirs alone. */
export function carriesSession(request: FastifyRequest): boolean {
  for (const name of SESSION_HEADERS) {
    const value = request.headers[name];
    if (typeof value === "string" ? value.trim() !== "" : Array.isArray(value)) return true;
  }
  return SESSION_QUERY.test(request.url);
}

/**
 * Answers made for a logged-in person, and every answer to a write (a login's tokens), are never kept by
 * a browser or a proxy: `Cache-Control: no-store`. Public answers keep the caching their routes set.
 */
export function privateAnswers(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    const write = request.method !== "GET" && request.method !== "HEAD";
    if (write || carriesSession(request)) reply.header("cache-control", "no-store");
    done(null, payload);
  });
}
