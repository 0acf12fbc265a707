import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSeededDataDir } from "@corp/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, type ServerProcess, startServer, stopServer } from "../test/server-process.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the server answers a request on a connection of its own (none reused from a pool). */
const takesConnection = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = request({ host: "127.0.0.1", port, path: "/api/health", agent: false }, (res) => {
      res.resume();
      resolve(true);
    });
    probe.on("error", () => resolve(false));
    probe.end();
  });

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
    let underWay: ReturnType<typeof request> | undefined;
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      underWay = request(
        {
          host: "127.0.0.1",
          port: server.port,
          path: "/api/common/refreshToken",
          method: "POST",
          agent: false,
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
      underWay.on("error", reject);
    });
    // Half the body now, the rest once the server has stopped taking connections: the request is under way.
    underWay?.write(body.slice(0, 10));
    await sleep(300);
    server.child.kill("SIGTERM");
    // However long the signal takes to be handled on a busy machine, new connections are then refused.
    const deadline = Date.now() + 8_000;
    let refused = false;
    while (!refused && Date.now() < deadline) {
      refused = !(await takesConnection(server.port));
      if (!refused) await sleep(50);
    }
    expect(refused).toBe(true);
    underWay?.end(body.slice(10));
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ code: 0 });
    expect(await server.exited).toBe(0);
  }, 60_000);
});
