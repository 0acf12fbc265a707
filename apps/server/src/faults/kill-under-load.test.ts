import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSeededDataDir, seedServerDatabase } from "@corp/db/testing";
import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { hashPassword } from "../auth/password.ts";
import { postgresUnavailableReason, startPostgres } from "../test/postgres-server.ts";
import { startServer, stopServer } from "../test/server-process.ts";
import { type Acknowledged, adminToken, CONSISTENCY_QUERIES, writeLoad } from "./write-load.ts";

const PASSWORD = "fault-Admin_1";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Every acknowledged row is there, found alike through the table and through its indexes. */
async function checkDurable(query: Query, acknowledged: Acknowledged[]) {
  await query(CONSISTENCY_QUERIES.byTable);
  const byTable = await query(CONSISTENCY_QUERIES.rows);
  const countByTable = await query(CONSISTENCY_QUERIES.count);
  await query(CONSISTENCY_QUERIES.byIndex);
  const byIndex = await query(CONSISTENCY_QUERIES.rows);
  const countByIndex = await query(CONSISTENCY_QUERIES.count);
  const stored = new Map(byTable.map((r) => [Number(r.id), String(r.name)]));
  const missing = acknowledged.filter((a) => stored.get(a.id) !== a.name);
  expect(missing).toEqual([]);
  expect(byIndex).toEqual(byTable);
  expect(countByIndex).toEqual(countByTable);
  // Each acknowledged name is found through the unique index on name.
  for (const { name } of acknowledged.slice(-20)) {
    const found = await query(`select id from admin_rule where name = '${name.replace(/'/g, "''")}'`);
    expect(found, name).toHaveLength(1);
  }
  // PostgreSQL's own check of every B-tree index of the table.
  await query("create extension if not exists amcheck");
  const indexes = await query(
    "select indexrelid::regclass::text as name from pg_index where indrelid = 'admin_rule'::regclass",
  );
  for (const index of indexes) await query(`select bt_index_check('${String(index.name)}'::regclass, true)`);
}

describe("kill -9 under write load: every acknowledged row survives, indexes agree", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(process.env.DATABASE_URL)(
    "embedded database (PGlite): the server killed while writing",
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "corp-kill-"));
      dirs.push(dataDir);
      const env = { DATA_DIR: dataDir };
      await createSeededDataDir(dataDir, { adminPassword: PASSWORD, hashPassword });
      const server = await startServer(env);
      const load = writeLoad(server, await adminToken(server, PASSWORD));
      await load.reach(30);
      server.child.kill("SIGKILL");
      await server.exited;
      await load.stop();
      expect(load.acknowledged.length).toBeGreaterThanOrEqual(30);

      // The lock of the killed process is taken over; the database recovers from its write-ahead log.
      const again = await startServer(env);
      await stopServer(again);
      const pglite = await PGlite.create({ dataDir, extensions: { amcheck } });
      try {
        await checkDurable(async (text) => {
          const results = await pglite.exec(text);
          return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
        }, load.acknowledged);
      } finally {
        await pglite.close();
      }
    },
    240_000,
  );

  const unavailable = postgresUnavailableReason();
  it.skipIf(unavailable)(
    "PostgreSQL: the server and then the database killed while writing",
    async () => {
      const postgres = await startPostgres();
      try {
        const env = { DATABASE_URL: postgres.url };
        await seedServerDatabase(postgres.url, { adminPassword: PASSWORD, hashPassword });
        const acknowledged: Acknowledged[] = [];

        let server = await startServer(env);
        let load = writeLoad(server, await adminToken(server, PASSWORD), 8);
        await load.reach(50);
        server.child.kill("SIGKILL");
        await server.exited;
        await load.stop();
        acknowledged.push(...load.acknowledged);

        server = await startServer(env);
        load = writeLoad(server, await adminToken(server, PASSWORD), 8);
        await load.reach(50);
        postgres.kill();
        await load.stop();
        acknowledged.push(...load.acknowledged);
        for (let attempt = 0; ; attempt++) {
          try {
            postgres.start();
            break;
          } catch (error) {
            if (attempt > 20) throw error;
            await sleep(250);
          }
        }
        expect(server.alive(), server.output().slice(-2000)).toBe(true);
        await stopServer(server);
        expect(acknowledged.length).toBeGreaterThanOrEqual(100);

        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        try {
          await checkDurable(async (text) => {
            const result = await client.query(text);
            const last = Array.isArray(result) ? result.at(-1) : result;
            return (last?.rows ?? []) as Record<string, unknown>[];
          }, acknowledged);
        } finally {
          await client.end();
        }
      } finally {
        postgres.remove();
      }
    },
    240_000,
  );
});
