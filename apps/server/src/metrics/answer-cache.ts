import { Counter } from "prom-client";
import { metricsRegistry, PREFIX } from "./registry.ts";

/** How a request an answer-cache rule covers was answered: a stored answer, a 304, or by its handler. */
export type CacheLookup = "hit" | "not_modified" | "miss";

const lookups = new Counter({
  name: `${PREFIX}answer_cache_lookups_total`,
  help: "Requests the answer cache covers: hit (a stored answer sent), not_modified (304), miss (the handler ran)",
  labelNames: ["result"] as const,
  registers: [metricsRegistry],
});

/** The answer cache's `onLookup` (plugins/http-cache.ts). */
export function countAnswerCacheLookup(outcome: CacheLookup): void {
  lookups.inc({ result: outcome });
}
