import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  defaultTemplateName,
  dropServerTemplates,
  TEMPLATE_PREFIX,
  TEST_RUN_ENV,
  type TestDatabase,
} from "./testing.ts";

describe("createTestDatabase", () => {
  const opened: TestDatabase[] = [];
  const open = async () => {
    const started = performance.now();
    const t = await createTestDatabase();
    opened.push(t);
    return { t, ms: Math.round(performance.now() - started) };
  };
  afterAll(async () => {
    await Promise.all(opened.map((t) => t.close()));
  });

  it("gives each caller its own seeded database, fast after the first", async () => {
    const first = await open();
    const second = await open();
    const third = await open();
    console.info(
      `createTestDatabase (${first.t.dialect}): first ${first.ms} ms, then ${second.ms} ms and ${third.ms} ms`,
    );
    await first.t.db.updateTable("admin").set({ nickname: "changed" }).execute();
    const other = await second.t.db.selectFrom("admin").select("nickname").executeTakeFirstOrThrow();
    expect(other.nickname).toBe("Admin");
    // Repeated opens reuse the seeded snapshot instead of initdb + migrate + seed, in this process and
    // (from the run's folder) in the run's other processes.
    if (first.t.dialect === "pglite") {
      const run = process.env[TEST_RUN_ENV] ?? "";
      expect(run).toMatch(/^[a-z0-9]+$/);
      const kept = readdirSync(join(tmpdir(), `corp-test-run-${run}`)).filter((f) =>
        /^seeded-\w+\.tar$/.test(f),
      );
      expect(kept.length).toBeGreaterThanOrEqual(1);
    }
  });

  it("hands out the admin password it seeded with", async () => {
    const { t } = await open();
    expect(t.adminPassword.length).toBeGreaterThanOrEqual(12);
    const custom = await createTestDatabase({
      adminPassword: "chosen-pass",
      hashPassword: async (p) => `h:${p}`,
    });
    opened.push(custom);
    const admin = await custom.db.selectFrom("admin").select("password").executeTakeFirstOrThrow();
    expect(admin.password).toBe("h:chosen-pass");
    expect(custom.adminPassword).toBe("chosen-pass");
  });

  it.runIf(process.env.DATABASE_URL)("drops its server database on close", async () => {
    const t = await createTestDatabase();
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
    const name = rows[0]?.name ?? "";
    expect(name).toMatch(/^corp_test_/);
    await t.close();
    const server = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await server.connect();
    try {
      const left = await server.query("select 1 from pg_database where datname = $1", [name]);
      expect(left.rowCount).toBe(0);
    } finally {
      await server.end();
    }
  });
  it.runIf(process.env.DATABASE_URL)(
    "copies one seeded template of the run instead of migrating again",
    async () => {
      const run = process.env[TEST_RUN_ENV] ?? "";
      expect(run).toMatch(/^[a-z0-9]+$/);
      const server = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await server.connect();
      // This key's template, and one being built under its name; other test files, run at the same
      // time, may build the templates of their own passwords and hashers meanwhile.
      const name = defaultTemplateName(run);
      const templates = async () => {
        const { rows } = await server.query<{ datname: string }>(
          "select datname from pg_database where datname in ($1, $2)",
          [name, `${name}_b`],
        );
        return rows.map((r) => r.datname).sort();
      };
      try {
        await open();
        const before = await templates();
        expect(before).toEqual([name]);
        const { t } = await open();
        await open();
        // The same password and hasher make no new template, however many databases are opened.
        expect(await templates()).toEqual(before);
        const copied = await t.db.selectFrom("admin").select("username").execute();
        expect(copied.map((r) => r.username)).toEqual(["admin"]);
      } finally {
        await server.end();
      }
    },
  );

  it.runIf(process.env.DATABASE_URL)("drops the templates of one run only", async () => {
    const url = process.env.DATABASE_URL ?? "";
    const server = new pg.Client({ connectionString: url });
    await server.connect();
    const names = [`${TEMPLATE_PREFIX}zzdone_1_a`, `${TEMPLATE_PREFIX}zzkept_1_a`];
    try {
      for (const name of names) await server.query(`create database ${pg.escapeIdentifier(name)}`);
      await dropServerTemplates(url, "zzdone");
      const { rows } = await server.query<{ datname: string }>(
        "select datname from pg_database where datname = any($1) order by datname",
        [names],
      );
      expect(rows.map((r) => r.datname)).toEqual([`${TEMPLATE_PREFIX}zzkept_1_a`]);
    } finally {
      for (const name of names) await server.query(`drop database if exists ${pg.escapeIdentifier(name)}`);
      await server.end();
    }
  });
});
