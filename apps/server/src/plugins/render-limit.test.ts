import { describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import { RenderLimit } from "./render-limit.ts";

const deferred = () => {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe("RenderLimit", () => {
  it("runs so many at once, queues so many more, and refuses the rest with 503 at once", async () => {
    const limit = new RenderLimit(2, 1);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      limit.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limit.load).toEqual({ active: 2, queued: 1 });
    const refused = await limit.run(async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    gates[0]?.resolve();
    await runs[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    gates[1]?.resolve();
    gates[2]?.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(limit.load).toEqual({ active: 0, queued: 0 });
  });

  it("tells of each page it refuses, and of none it runs or queues", async () => {
    let refusals = 0;
    const limit = new RenderLimit(1, 1, () => refusals++);
    const gate = deferred();
    const runs = [limit.run(() => gate.promise), limit.run(() => gate.promise)];
    await expect(limit.run(async () => "never")).rejects.toBeInstanceOf(AppError);
    await expect(limit.run(async () => "never")).rejects.toBeInstanceOf(AppError);
    gate.resolve();
    await Promise.all(runs);
    expect(refusals).toBe(2);
  });

  it("frees its place when a render fails", async () => {
    const limit = new RenderLimit(1, 0);
    await expect(limit.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await limit.run(async () => "next")).toBe("next");
  });
});
