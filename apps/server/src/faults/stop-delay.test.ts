import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSeededDataDir } from "@corp/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer, stopServer } from "../test/server-process.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A server behind a proxy that checks it (docker-compose.cluster.yml): told to stop, it fails its health
// check first and goes on serving for STOP_DELAY_SECONDS, so the proxy leaves it out before it closes.
describe.skipIf(process.env.DATABASE_URL)(
  "STOP_DELAY_SECONDS: a stopping server leaves its proxy first",
  () => {
    let dataDir: string;
    let server: ServerProcess;
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), "corp-stop-delay-"));
      await createSeededDataDir(dataDir);
      server = await startServer({ DATA_DIR: dataDir, STOP_DELAY_SECONDS: "3" });
    }, 180_000);
    afterAll(async () => {
      if (server) await stopServer(server, "SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("answers its health check 503 on SIGTERM, serves every other request meanwhile, then exits 0", async () => {
      expect((await fetch(server.url("/api/health"))).status).toBe(200);
      const stopping = Date.now();
      server.child.kill("SIGTERM");
      // However long the signal takes to be handled on a busy machine, the health check then fails.
      let health = 200;
      while (health === 200 && Date.now() - stopping < 2_000) {
        health = (await fetch(server.url("/api/health"))).status;
        if (health === 200) await sleep(50);
      }
      expect(health).toBe(503);
      const page = await fetch(server.url("/api/portal/articles?limit=1"));
      expect(page.status).toBe(200);
      expect(await server.exited).toBe(0);
      expect(Date.now() - stopping).toBeGreaterThanOrEqual(2_500);
    }, 60_000);
  },
);
