import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from "./connection.ts";
import { migrateToLatest } from "./migrate.ts";
import { seed } from "./seed.ts";

/** The environment variable naming the current test run, and the prefix of its template databases. */
export const TEST_RUN_ENV = "CORP_TEST_RUN";
export const TEMPLATE_PREFIX = "corp_tpl_";

export type TestDatabaseOptions = {
  /** Password of the seeded `admin`; a random one (the same for the whole process) when omitted. */
  adminPassword?: string;
  /**
   * The hasher login will verify against; pass the server's. The default stores a marker that is not a
   * real hash, so nobody can log in with it: enough for tests that only read and write rows.
   */
  hashPassword?: (plain: string) => Promise<string>;
};

export type TestDatabase = DatabaseHandle & { adminPassword: string };

const markerHash = async (plain: string): Promise<string> =>
  `test-only-not-a-hash:${createHash("sha256").update(plain).digest("hex")}`;

/** Random, and the same for a whole test run (every worker process of it) so that they share snapshots. */
const processPassword = process.env[TEST_RUN_ENV]
  ? createHash("sha256").update(`admin:${process.env[TEST_RUN_ENV]}`).digest("base64url").slice(0, 16)
  : randomBytes(12).toString("base64url");

/**
 * A fresh database, migrated and seeded, for one test file or test. With DATABASE_URL: a new database on
 * that server, dropped by `close()`. Without: an in-memory PGlite.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const adminPassword = options.adminPassword ?? processPassword;
  const hashPassword = options.hashPassword ?? markerHash;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = serverTemplate(serverUrl, adminPassword, hashPassword);
    const handle = await createServerDatabase(serverUrl, template ? await template : undefined);
    if (template) return { ...handle, adminPassword };
    try {
      await migrateToLatest(handle.db);
      await seed(handle.db, { adminPassword, hashPassword });
    } catch (error) {
      await handle.close();
      throw error;
    }
    return { ...handle, adminPassword };
  }
  const snapshot = await seededSnapshot(adminPassword, hashPassword);
  return { ...openPglite(await createPglite({ loadDataDir: snapshot })), adminPassword };
}

/**
 * A data folder of the embedded database, migrated and seeded as `createTestDatabase` makes it, for tests
 * that start the server as a process of its own. Seeding on disk writes commit by commit; the seeded
 * database made in memory and written out at once takes a fraction of that.
 */
export async function createSeededDataDir(dataDir: string, options: TestDatabaseOptions = {}): Promise<void> {
  const snapshot = await seededSnapshot(
    options.adminPassword ?? processPassword,
    options.hashPassword ?? markerHash,
  );
  const pglite = await createPglite({ dataDir, loadDataDir: snapshot });
  await pglite.close();
}

/** Migrates and seeds the database at `url` (a PostgreSQL server's), as `cli.js seed` does. */
export async function seedServerDatabase(url: string, options: TestDatabaseOptions = {}): Promise<void> {
  const handle = openPostgres(url, { max: 2 });
  try {
    await migrateToLatest(handle.db);
    await seed(handle.db, {
      adminPassword: options.adminPassword ?? processPassword,
      hashPassword: options.hashPassword ?? markerHash,
    });
  } finally {
    await handle.close();
  }
}

/** A fresh database with no tables at all (for migration tests), on the same terms as above. */
export async function createEmptyTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return createServerDatabase(serverUrl);
  emptySnapshot ??= buildEmptySnapshot();
  emptySnapshot.catch(() => {
    emptySnapshot = undefined;
  });
  return openPglite(await createPglite({ loadDataDir: await emptySnapshot }));
}

/** A fresh embedded database's dump (initdb only), kept like the seeded one. */
let emptySnapshot: Promise<Blob> | undefined;

function buildEmptySnapshot(): Promise<Blob> {
  return throughRunFile("empty.tar", async () => {
    const pglite = await createPglite();
    try {
      return await pglite.dumpDataDir("none");
    } finally {
      await pglite.close();
    }
  });
}

/*
 * PGlite's initdb takes seconds; loading a data-directory dump takes a fraction of that. So the first
 * request in a test run builds a migrated, seeded database once and dumps it, and every request after
 * that starts from the dump: in the same process from memory, in the run's other worker processes from
 * the dump's file (`throughRunFile`). Keyed by hasher and password, since both are baked into the `admin` row.
 */
const snapshots = new WeakMap<(plain: string) => Promise<string>, Map<string, Promise<Blob>>>();

function seededSnapshot(
  adminPassword: string,
  hashPassword: (plain: string) => Promise<string>,
): Promise<Blob> {
  let byPassword = snapshots.get(hashPassword);
  if (!byPassword) {
    byPassword = new Map();
    snapshots.set(hashPassword, byPassword);
  }
  const cached = byPassword.get(adminPassword);
  if (cached) return cached;
  const built = buildSnapshot(adminPassword, hashPassword);
  byPassword.set(adminPassword, built);
  // A failed build must not poison the cache for later callers.
  built.catch(() => byPassword.delete(adminPassword));
  return built;
}

function buildSnapshot(
  adminPassword: string,
  hashPassword: (plain: string) => Promise<string>,
): Promise<Blob> {
  return throughRunFile(`seeded-${seedKey(adminPassword, hashPassword)}.tar`, () =>
    dumpSeeded(adminPassword, hashPassword),
  );
}

/**
 * The dump named `name` from the run's folder, or, the first time in the run, the one `make` builds,
 * written there for the run's other processes. Outside a named test run, just the one `make` builds.
 */
async function throughRunFile(name: string, make: () => Promise<Blob>): Promise<Blob> {
  const folder = runFolder();
  if (!folder) return make();
  const file = join(folder, name);
  const stored = await readFile(file).catch(() => undefined);
  if (stored) return new Blob([stored]);
  const dump = await make();
  // Written aside and renamed, so that a process reading it never sees half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await mkdir(folder, { recursive: true });
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/** Names what a seeded database holds: the admin's password and the hasher's source text. */
function seedKey(adminPassword: string, hashPassword: (plain: string) => Promise<string>): string {
  return createHash("sha256")
    .update(`${adminPassword}\0${hashPassword.toString()}`)
    .digest("hex")
    .slice(0, 16);
}

/**
 * Where the run's processes keep their dumps: a folder of the run's under the system's temporary folder,
 * removed by `removeRunFiles` when the run ends. None outside a named test run.
 */
function runFolder(): string | undefined {
  const run = process.env[TEST_RUN_ENV];
  if (!run || !/^[a-z0-9]{1,16}$/.test(run)) return undefined;
  return join(tmpdir(), `corp-test-run-${run}`);
}

/** Removes what the processes of one test run kept on disk (see `throughRunFile`). */
export async function removeRunFiles(run: string): Promise<void> {
  if (!/^[a-z0-9]{1,16}$/.test(run)) return;
  await rm(join(tmpdir(), `corp-test-run-${run}`), { recursive: true, force: true });
}

async function dumpSeeded(adminPassword: string, hashPassword: (plain: string) => Promise<string>) {
  const pglite = await createPglite();
  const handle = openPglite(pglite);
  try {
    await migrateToLatest(handle.db);
    await seed(handle.db, { adminPassword, hashPassword });
    return await pglite.dumpDataDir("none");
  } finally {
    await handle.close();
  }
}

/*
 * On a PostgreSQL server the same holds for migrating and seeding: within a test run (TEST_RUN_ENV, set by
 * `test-global-setup.ts`, which drops the run's templates at its end) the first request of any of the
 * run's processes builds a migrated, seeded template database, and every database after that is a copy of
 * it (`create database ... template`). An advisory lock lets one process build it while the others wait.
 */
const templates = new WeakMap<(plain: string) => Promise<string>, Map<string, Promise<string>>>();

function serverTemplate(
  serverUrl: string,
  adminPassword: string,
  hashPassword: (plain: string) => Promise<string>,
): Promise<string> | undefined {
  const run = process.env[TEST_RUN_ENV];
  if (!run || !/^[a-z0-9]{1,16}$/.test(run)) return undefined;
  let byPassword = templates.get(hashPassword);
  if (!byPassword) {
    byPassword = new Map();
    templates.set(hashPassword, byPassword);
  }
  const cached = byPassword.get(adminPassword);
  if (cached) return cached;
  const name = `${TEMPLATE_PREFIX}${run}_${seedKey(adminPassword, hashPassword)}`;
  const built = buildServerTemplate(serverUrl, name, adminPassword, hashPassword);
  byPassword.set(adminPassword, built);
  built.catch(() => byPassword.delete(adminPassword));
  return built;
}

async function buildServerTemplate(
  serverUrl: string,
  name: string,
  adminPassword: string,
  hashPassword: (plain: string) => Promise<string>,
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
async function createServerDatabase(serverUrl: string, template?: string): Promise<DatabaseHandle> {
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
