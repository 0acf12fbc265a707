import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openPostgres } from "./connection.ts";
import { migrateToLatest } from "./migrate.ts";
import { seed } from "./seed.ts";
import { type Hasher, SeedCache, seedKey, testRun } from "./test-run.ts";

/** The prefix of the run's template databases. */
export const TEMPLATE_PREFIX = "corp_tpl_";

/*
 * On a PostgreSQL server the same holds for migrating and seeding: within a test run (TEST_RUN_ENV, set by
 * `test-global-setup.ts`, which drops the run's templates with `dropServerTemplates` at its end) the first request of any of the
 * run's processes builds a migrated, seeded template database, and every database after that is a copy of
 * it (`create database ... template`). An advisory lock lets one process build it while the others wait.
 */
const templates = new SeedCache<string>();

/** The name of run `run`'s template database for this password and hasher. */
export const templateNameOf = (run: string, adminPassword: string, hashPassword: Hasher): string =>
  `${TEMPLATE_PREFIX}${run}_${seedKey(adminPassword, hashPassword)}`;

/** The name of the run's template database for this password and hasher; undefined outside a run. */
export function serverTemplate(
  serverUrl: string,
  adminPassword: string,
  hashPassword: Hasher,
): Promise<string> | undefined {
  const run = testRun();
  if (!run) return undefined;
  const name = templateNameOf(run, adminPassword, hashPassword);
  return templates.get(adminPassword, hashPassword, () =>
    buildServerTemplate(serverUrl, name, adminPassword, hashPassword),
  );
}

async function buildServerTemplate(
  serverUrl: string,
  name: string,
  adminPassword: string,
  hashPassword: Hasher,
): Promise<string> {
  await onMaintenanceDb(serverUrl, async (client) => {
    await client.query("select pg_advisory_lock(hashtext($1))", [name]);
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (rowCount) return;
    // Built under another name and renamed once seeded, so that no copy is ever taken of half of it.
    const building = `${name}_b`;
    await client.query(`drop database if exists ${pg.escapeIdentifier(building)} with (force)`);
    await client.query(`create database ${pg.escapeIdentifier(building)}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const handle = openPostgres(url.href, { max: 1 });
    try {
      await migrateToLatest(handle.db);
      await seed(handle.db, { adminPassword, hashPassword });
    } finally {
      // A template must have no open connection while it is copied.
      await handle.close();
    }
    await client.query(
      `alter database ${pg.escapeIdentifier(building)} rename to ${pg.escapeIdentifier(name)}`,
    );
  });
  return name;
}

/** Drops the template databases of one test run (see `serverTemplate`). */
export async function dropServerTemplates(serverUrl: string, run: string): Promise<void> {
  await onMaintenanceDb(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${TEMPLATE_PREFIX}${run}\\_%`],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
    }
  });
}

/**
 * Creates a uniquely named database on the server of `serverUrl` (a copy of `template` when given) and
 * opens it; `close()` drops it.
 */
export async function createServerDatabase(serverUrl: string, template?: string): Promise<DatabaseHandle> {
  const name = `corp_test_${process.pid}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const copyOf = template ? ` template ${pg.escapeIdentifier(template)}` : "";
  await onMaintenanceDb(serverUrl, (client) =>
    client.query(`create database ${pg.escapeIdentifier(name)}${copyOf}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Small pool: test files run in parallel and each holds its own database.
  const handle = openPostgres(url.href, { max: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      // FORCE: a test that forgot to release a connection must not leave the database behind.
      await onMaintenanceDb(serverUrl, (client) =>
        client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
      );
    },
  };
}

/** Runs one statement on the database named in the URL (e.g. `postgres`), outside any test database. */
async function onMaintenanceDb(
  serverUrl: string,
  run: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
