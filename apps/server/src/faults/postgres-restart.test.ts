import { seedServerDatabase } from "@corp/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../auth/password.ts";
import { type PostgresServer, postgresUnavailableReason, startPostgres } from "../test/postgres-server.ts";
import { type ServerProcess, startServer, stopServer } from "../test/server-process.ts";

const unavailable = postgresUnavailableReason();
if (unavailable) console.warn(`PostgreSQL restart tests skipped: ${unavailable}`);

type Answer = { at: number; status: number; envelope: boolean };

/** Keeps `workers` requests going to `paths` until stopped; records when each was answered and how. */
function load(server: ServerProcess, paths: string[], headers: Record<string, string>, workers = 6) {
  const answers: Answer[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; running; i++) {
      const path = paths[i % paths.length] ?? "/api/health";
      const res = await fetch(server.url(path), { headers }).catch(() => undefined);
      const text = res ? await res.text().catch(() => "") : "";
      let envelope = false;
      try {
        envelope = typeof JSON.parse(text).code === "number";
      } catch {
        envelope = false;
      }
      answers.push({ at: Date.now(), status: res?.status ?? 0, envelope });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(unavailable)("the server outlives a PostgreSQL restart", () => {
  let postgres: PostgresServer;
  let server: ServerProcess;
  let token = "";

  beforeAll(async () => {
    postgres = await startPostgres();
    const env = { DATABASE_URL: postgres.url };
    await seedServerDatabase(postgres.url, { adminPassword: "fault-Admin_1", hashPassword });
    server = await startServer(env);
    const login = await fetch(server.url("/admin/index/login"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "fault-Admin_1" }),
    });
    token = (await login.json()).data.userInfo.token;
  }, 180_000);

  afterAll(async () => {
    if (server) await stopServer(server, "SIGKILL");
    postgres?.remove();
  });

  it("answers 503 in the envelope during each outage and 200 within a second of the database's return", async () => {
    for (let trial = 0; trial < 3; trial++) {
      const traffic = load(server, ["/api/health", "/admin/auth.Admin/index", "/admin/index/index"], {
        batoken: token,
      });
      await sleep(700);
      postgres.stop();
      const down = Date.now();
      await sleep(1500);
      postgres.start();
      const back = Date.now();
      await sleep(1500);
      await traffic.stop();

      expect(server.alive(), server.output().slice(-2000)).toBe(true);
      const all = traffic.answers;
      // Nothing but 200 and 503, every one of them in the envelope; never a 500, never a dropped connection.
      expect(all.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
      expect(all.every((a) => a.envelope)).toBe(true);
      expect(all.some((a) => a.at > down && a.at < back && a.status === 503)).toBe(true);
      const firstOk = all.find((a) => a.at > back && a.status === 200);
      expect(firstOk).toBeDefined();
      expect((firstOk?.at ?? Number.POSITIVE_INFINITY) - back).toBeLessThan(1000);
      // Once recovered it stays recovered.
      const late = all.filter((a) => a.at > back + 1000);
      expect(late.length).toBeGreaterThan(0);
      expect(late.every((a) => a.status === 200)).toBe(true);
    }
  }, 120_000);

  it("rides out `pg_ctl restart` with idle and busy connections in its pool", async () => {
    const traffic = load(server, ["/api/health", "/admin/auth.Admin/index"], { batoken: token }, 10);
    await sleep(500);
    postgres.restart();
    const back = Date.now();
    await sleep(1500);
    await traffic.stop();
    expect(server.alive(), server.output().slice(-2000)).toBe(true);
    expect(traffic.answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    const late = traffic.answers.filter((a) => a.at > back + 1000);
    expect(late.every((a) => a.status === 200)).toBe(true);
    const health = await fetch(server.url("/api/health"));
    expect(health.status).toBe(200);
  }, 60_000);
});
