import { randomBytes } from "node:crypto";
import { migrations } from "@corp/db/migrations/index";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, type ServerProcess, startServer, stopServer } from "../test/server-process.ts";

const serverUrl = process.env.DATABASE_URL;
const REPLICAS = 3;
const PASSWORD = "replica-Admin_1";

/** Runs `statement` on the database of `url`, on a connection of its own. */
async function query<Row>(url: string, statement: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Row[];
  } finally {
    await client.end();
  }
}

// Each container of a deployment runs the Dockerfile's `cli.js seed && main.js`; with several replicas
// they start at once on one database. PostgreSQL only: the embedded database admits one process.
describe.runIf(serverUrl)("servers started at once on one empty PostgreSQL database", () => {
  const name = `corp_replicas_${process.pid}_${randomBytes(4).toString("hex")}`;
  const url = new URL(serverUrl ?? "postgres://unset");
  url.pathname = `/${name}`;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    await query(serverUrl ?? "", `create database ${pg.escapeIdentifier(name)}`);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server, "SIGKILL")));
    await query(serverUrl ?? "", `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  });

  it("migrate and seed once between them, and all serve once the schema is current", async () => {
    const env = { DATABASE_URL: url.href, ADMIN_PASSWORD: PASSWORD };
    const runs = await Promise.allSettled(
      Array.from({ length: REPLICAS }, async () => {
        const seeded = await runCli("seed", env);
        if (seeded.code !== 0) throw new Error(`cli.js seed exited ${seeded.code}: ${seeded.output}`);
        const server = await startServer(env);
        servers.push(server);
        return { seedOutput: seeded.output, server };
      }),
    );
    const failures = runs.flatMap((run) => (run.status === "rejected" ? [String(run.reason)] : []));
    expect(failures).toEqual([]);
    const started = runs.flatMap((run) => (run.status === "fulfilled" ? [run.value] : []));

    for (const { server } of started) {
      const health = await fetch(server.url("/api/health"));
      expect(health.status, server.output().slice(-2000)).toBe(200);
    }
    // Every migration recorded once, and the seed's account made once: one process said so, the others
    // found it there.
    const recorded = await query<{ name: string; times: number }>(
      url.href,
      "select name, count(*)::int as times from kysely_migration group by name order by name",
    );
    expect(recorded).toEqual(Object.keys(migrations).map((migration) => ({ name: migration, times: 1 })));
    const admins = await query<{ username: string }>(url.href, "select username from admin");
    expect(admins).toEqual([{ username: "admin" }]);
    const outputs = started.map((run) => run.seedOutput);
    expect(outputs.filter((output) => output.includes("admin account created"))).toHaveLength(1);
    expect(outputs.filter((output) => output.includes("nothing seeded"))).toHaveLength(REPLICAS - 1);
  }, 180_000);
});
