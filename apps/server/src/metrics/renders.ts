import { Counter, Gauge } from "prom-client";
import { metricsRegistry, PREFIX } from "./registry.ts";

/** What a render limit tells of itself (plugins/render-limit.ts). */
export type RenderLoad = { readonly load: { active: number; queued: number } };

const watched = new Set<RenderLoad>();
const sum = (part: "active" | "queued") => [...watched].reduce((total, limit) => total + limit.load[part], 0);

new Gauge({
  name: `${PREFIX}render_active`,
  help: "Public page renders under way",
  registers: [metricsRegistry],
  collect() {
    this.set(sum("active"));
  },
});

new Gauge({
  name: `${PREFIX}render_queued`,
  help: "Public page renders waiting for a place (the render queue's length)",
  registers: [metricsRegistry],
  collect() {
    this.set(sum("queued"));
  },
});

const refusals = new Counter({
  name: `${PREFIX}render_refusals_total`,
  help: "Public pages answered 503 at once because the render queue was full",
  registers: [metricsRegistry],
});

export function countRenderRefusal(): void {
  refusals.inc();
}

/** Reports a render limit's load until the returned function is called (when its server closes). */
export function watchRenders(limit: RenderLoad): () => void {
  watched.add(limit);
  return () => {
    watched.delete(limit);
  };
}
