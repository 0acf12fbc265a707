import { utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { removeRunFiles, TEST_RUN_ENV, throughRunFile } from "./test-run.ts";

describe("throughRunFile: one build per test run, shared through the run's folder", () => {
  const run = `lock${Date.now().toString(36)}`.slice(0, 16);
  afterEach(async () => {
    vi.unstubAllEnvs();
    await removeRunFiles(run);
  });

  it("builds a dump once while several callers ask for it at the same time", async () => {
    vi.stubEnv(TEST_RUN_ENV, run);
    let builds = 0;
    const make = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return new Blob(["dump"]);
    };
    const dumps = await Promise.all(Array.from({ length: 4 }, () => throughRunFile("once.tar", make)));
    expect(builds).toBe(1);
    for (const dump of dumps) expect(await dump.text()).toBe("dump");
  });

  it("builds its own when the lock's holder has been gone for longer than a build takes", async () => {
    vi.stubEnv(TEST_RUN_ENV, run);
    await throughRunFile("first.tar", async () => new Blob(["x"]));
    const lock = join(tmpdir(), `corp-test-run-${run}`, "stale.tar.lock");
    await writeFile(lock, "");
    const old = new Date(Date.now() - 10 * 60_000);
    await utimes(lock, old, old);
    const dump = await throughRunFile("stale.tar", async () => new Blob(["rebuilt"]));
    expect(await dump.text()).toBe("rebuilt");
  });
});
