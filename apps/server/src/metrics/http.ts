import { Counter, Histogram } from "prom-client";
import { metricsRegistry, PREFIX } from "./registry.ts";

/** Answers by route pattern (never the raw URL, so the figures stay few), method and status. */
export const httpRequests = new Counter({
  name: `${PREFIX}http_requests_total`,
  help: "Answered requests by route pattern, method and HTTP status",
  labelNames: ["route", "method", "status"] as const,
  registers: [metricsRegistry],
});

/** Time from the request's arrival to its answer's end, by route pattern and method. */
export const httpDuration = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: "Time to answer a request, by route pattern and method",
  labelNames: ["route", "method"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});
