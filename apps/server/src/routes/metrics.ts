import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";
import { defineRoute } from "../http/define-route.ts";
import { metricsAccess } from "../metrics/metrics-access.ts";
import { metricsRegistry, startDefaultMetrics } from "../metrics/registry.ts";
import { sendNotFound } from "../plugins/error-handler.ts";
import type { AppServices } from "../services/app-services.ts";

/**
 * `GET /metrics`: this process's figures in the Prometheus text format, with METRICS=on, for the
 * bearer of METRICS_TOKEN or a caller from METRICS_ALLOW (401 for anyone else); off, the 404 of any
 * unknown address.
 */
export function metricsRoutes(app: FastifyInstance, { env }: AppServices): void {
  const on = env.METRICS === "on";
  if (on) startDefaultMetrics();
  const mayRead = metricsAccess({ token: env.METRICS_TOKEN, allow: env.METRICS_ALLOW });
  defineRoute(app, "get", "/metrics", async (request, reply) => {
    if (!on) return sendNotFound(request, reply) as never;
    if (!mayRead({ ip: request.ip, authorization: request.headers.authorization })) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new AppError({ key: "noPermission", code: 401, status: 401 });
    }
    const text = await metricsRegistry.metrics();
    return reply.header("cache-control", "no-store").type(metricsRegistry.contentType).send(text) as never;
  });
}
