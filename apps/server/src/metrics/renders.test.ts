import { describe, expect, it } from "vitest";
import { RenderLimit } from "../plugins/render-limit.ts";
import { sampleSum } from "../test/prometheus-text.ts";
import { metricsRegistry } from "./registry.ts";
import { countRenderRefusal, watchRenders } from "./renders.ts";

const figure = async (name: string) => sampleSum(await metricsRegistry.getSingleMetricAsString(name), name);

describe("the render figures", () => {
  it("show the renders under way and waiting of the limits watched, and count refusals", async () => {
    const limit = new RenderLimit(1, 2, countRenderRefusal);
    const refusedBefore = (await figure("corpsite_render_refusals_total")) ?? 0;
    const unwatch = watchRenders(limit);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs = [limit.run(() => gate), limit.run(() => gate), limit.run(() => gate)];
    await expect(limit.run(() => gate)).rejects.toThrow();
    expect(await figure("corpsite_render_active")).toBe(1);
    expect(await figure("corpsite_render_queued")).toBe(2);
    expect(await figure("corpsite_render_refusals_total")).toBe(refusedBefore + 1);
    unwatch();
    expect(await figure("corpsite_render_queued")).toBe(0);
    release();
    await Promise.all(runs);
  });
});
