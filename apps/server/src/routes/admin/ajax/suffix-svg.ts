import type { FastifyInstance } from "fastify";
import { adminAjaxRoute } from "../../../http/admin-ajax-scope.ts";
import { suffixSvg } from "../../../services/suffix-svg.ts";

/** `GET /admin/ajax/buildSuffixSvg`: a file-type icon, loaded as an image (so the token may be in the query). */
export function suffixSvgRoute(scope: FastifyInstance): void {
  adminAjaxRoute(
    scope,
    "get",
    "/admin/ajax/buildSuffixSvg",
    { node: null, tokenInQuery: true },
    async (request, reply) => {
      const svg = suffixSvg(request.query?.suffix ?? "", request.query?.background ?? "");
      reply
        .type("image/svg+xml; charset=utf-8")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header("cache-control", "private, max-age=86400");
      return reply.send(svg) as never;
    },
  );
}
