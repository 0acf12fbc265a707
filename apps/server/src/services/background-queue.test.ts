import { describe, expect, it } from "vitest";
import { BackgroundQueue } from "./background-queue.ts";

describe("BackgroundQueue", () => {
  it("counts a delayed task as work: idle waits for it to be due and done", async () => {
    const queue = new BackgroundQueue();
    const done: string[] = [];
    queue.pushAfter("later", 50, async () => {
      done.push("later");
    });
    await queue.idle();
    expect(done).toEqual(["later"]);
  });

  it("runs delayed tasks at once when asked (a closing server leaves none behind)", async () => {
    const queue = new BackgroundQueue();
    const done: string[] = [];
    queue.pushAfter("later", 60_000, async () => {
      done.push("later");
    });
    queue.pushDelayedNow();
    await queue.idle();
    expect(done).toEqual(["later"]);
  });

  it("reports a failed task and goes on with the next", async () => {
    const queue = new BackgroundQueue(1);
    const failures: string[] = [];
    queue.onError = (_error, what) => failures.push(what);
    const done: string[] = [];
    queue.push("fails", async () => {
      throw new Error("no");
    });
    queue.push("works", async () => {
      done.push("works");
    });
    await queue.idle();
    expect([failures, done]).toEqual([["fails"], ["works"]]);
  });
});
