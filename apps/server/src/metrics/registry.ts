import { collectDefaultMetrics, Registry } from "prom-client";

/**
 * The process's one registry: every figure this server process counts, read by `GET /metrics`. Each
 * process of a deployment counts for itself and is scraped on its own (docs/ops/monitoring.md).
 */
export const metricsRegistry = new Registry();

/** Names of this product's figures; prom-client's process and Node.js figures keep their usual names. */
export const PREFIX = "corpsite_";

let defaultsStarted = false;

/**
 * prom-client's process figures (memory, CPU, event-loop lag, garbage collection), started once per
 * process and only when metrics are on: the event-loop monitor costs a little on every tick.
 */
export function startDefaultMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
