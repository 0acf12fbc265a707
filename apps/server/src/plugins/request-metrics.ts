import type { FastifyInstance } from "fastify";
import { httpDuration, httpRequests } from "../metrics/http.ts";
import { routeOf } from "./request-route.ts";

/** Counts every answer and its time by route pattern (`metrics/http.ts`); added only while metrics are on. */
export function requestMetrics(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    const route = routeOf(request);
    const method = request.method;
    httpRequests.inc({ route, method, status: String(reply.statusCode) });
    httpDuration.observe({ route, method }, reply.elapsedTime / 1000);
    done();
  });
}
