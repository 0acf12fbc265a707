import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSeededDataDir } from "@corp/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, type ServerProcess, startServer, stopServer } from "../test/server-process.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The embedded database's own concern; the PostgreSQL suite (DATABASE_URL set) has its own fault tests.
describe.skipIf(process.env.DATABASE_URL)("one server per embedded database folder, and a clean stop", () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "corp-life-"));
    await createSeededDataDir(dataDir);
    server = await startServer({ DATA_DIR: dataDir });
  }, 180_000);
  afterAll(async () => {
    if (server) await stopServer(server, "SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a second server or command on a live folder, naming the process that holds it", async () => {
    const second = await startServer({ DATA_DIR: dataDir }).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(Error);
    expect((second as Error).message).toContain(`in use by process ${server.child.pid}`);
    const migrate = await runCli("migrate", { DATA_DIR: dataDir });
    expect(migrate.code).not.toBe(0);
    expect(migrate.output).toContain(`in use by process ${server.child.pid}`);
    // The first server goes on as if nothing happened.
    const health = await fetch(server.url("/api/health"));
    expect(health.status).toBe(200);
  }, 120_000);

  it("finishes the requests under way on SIGTERM, takes no new ones, and exits 0", async () => {
    const body = JSON.stringify({ refreshToken: "an-unknown-refresh-token" });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port: server.port,
          path: "/api/common/refreshToken",
          method: "POST",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      // Half the body now, the rest once the server has been told to stop: the request is under way.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 300);
    });
    await sleep(600);
    await expect(fetch(server.url("/api/health"))).rejects.toThrow();
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ code: 0 });
    expect(await server.exited).toBe(0);
  }, 60_000);
});
