import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "./connection.ts";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "./data-dir-lock.ts";

describe("one process per embedded database folder", () => {
  let parent: string;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), "corp-lock-"));
  });
  afterAll(() => rm(parent, { recursive: true, force: true }));

  it("refuses a second open of a folder in use, and gives it back on close", async () => {
    const dataDir = join(parent, "same-process");
    const first = await createDatabase({ dataDir });
    try {
      await expect(createDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
      await expect(createDatabase({ dataDir })).rejects.toThrow(/in use by process \d+/);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(first.db);
      expect(rows[0]?.one).toBe(1);
    } finally {
      await first.close();
    }
    const again = await createDatabase({ dataDir });
    await again.close();
  });

  it("refuses a folder another living process holds", async () => {
    const dataDir = join(parent, "other-process");
    const holder = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    try {
      await new Promise((resolve) => holder.once("spawn", resolve));
      await mkdir(dataDir, { recursive: true });
      await writeFile(
        join(dataDir, LOCK_FILE),
        JSON.stringify({ pid: holder.pid, host: hostname(), started: "" }),
      );
      const refused = await lockDataDir(dataDir).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirLockedError);
      expect((refused as Error).message).toContain(`process ${holder.pid}`);
      expect((refused as Error).message).toContain("DATABASE_URL");
    } finally {
      holder.kill("SIGKILL");
    }
  });

  it("takes over a lock left by a process that is gone, or cut short", async () => {
    const dataDir = join(parent, "stale");
    await mkdir(dataDir, { recursive: true });
    const gone = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await new Promise((resolve) => gone.once("exit", resolve));
    for (const stale of [JSON.stringify({ pid: gone.pid, host: hostname(), started: "1" }), '{"pid":']) {
      await writeFile(join(dataDir, LOCK_FILE), stale);
      const release = await lockDataDir(dataDir);
      expect(JSON.parse(await readFile(join(dataDir, LOCK_FILE), "utf8")).pid).toBe(process.pid);
      await release();
      await expect(readFile(join(dataDir, LOCK_FILE), "utf8")).rejects.toThrow(/ENOENT/);
    }
  });
});
