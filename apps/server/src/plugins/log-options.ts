import type { FastifyServerOptions } from "fastify";

/** Query parameters whose values are credentials; a logged URL shows them as `***`. */
const SECRET_QUERY =
  /([?&](?:batoken|ba-user-token|token|refreshtoken|refresh_token|password|captchainfo)=)[^&#]*/gi;

/** The URL as it may be written to a log: every credential in its query masked. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, "$1***");
}

type RequestLike = {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/**
 * The server's log: tokens never reach it, whether sent in a header (`batoken`, `ba-user-token`) or in
 * the query of a URL (image addresses carry the admin's token that way).
 */
export function logOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: [
      "req.headers.batoken",
      "req.headers['ba-user-token']",
      "req.headers.authorization",
      "req.headers.cookie",
    ],
    serializers: {
      req: (request: RequestLike) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
