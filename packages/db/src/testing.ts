import { createHash, randomBytes } from "node:crypto";
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from "./connection.ts";
import { migrateToLatest } from "./migrate.ts";
import { seed } from "./seed.ts";
import { leaseSeededPglite } from "./test-database-pool.ts";
import { type Hasher, seedKey, TEST_RUN_ENV } from "./test-run.ts";
import { emptySnapshot, seededSnapshot } from "./test-snapshots.ts";
import { createServerDatabase, serverTemplate, templateNameOf } from "./test-templates.ts";

export { removeRunFiles, TEST_RUN_ENV } from "./test-run.ts";
export { dropServerTemplates, TEMPLATE_PREFIX } from "./test-templates.ts";

export type TestDatabaseOptions = {
  /** Password of the seeded `admin`; a random one (the same for the whole test run) when omitted. */
  adminPassword?: string;
  /**
   * The hasher login will verify against; pass the server's. The default stores a marker that is not a
   * real hash, so nobody can log in with it: enough for tests that only read and write rows.
   */
  hashPassword?: Hasher;
  /** The embedded database even when DATABASE_URL is set (a test moving a site from one to the other). */
  embedded?: boolean;
};

export type TestDatabase = DatabaseHandle & { adminPassword: string };

const markerHash = async (plain: string): Promise<string> =>
  `test-only-not-a-hash:${createHash("sha256").update(plain).digest("hex")}`;

/** Random, and the same for a whole test run (every worker process of it) so that they share snapshots. */
const processPassword = process.env[TEST_RUN_ENV]
  ? createHash("sha256").update(`admin:${process.env[TEST_RUN_ENV]}`).digest("base64url").slice(0, 16)
  : randomBytes(12).toString("base64url");

/** The name of the run's server template that `createTestDatabase()` without options copies. */
export const defaultTemplateName = (run: string): string => templateNameOf(run, processPassword, markerHash);

/**
 * A fresh database, migrated and seeded, for one test file or test. With DATABASE_URL: a new database on
 * that server, dropped by `close()`. Without: an in-memory PGlite.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const adminPassword = options.adminPassword ?? processPassword;
  const hashPassword = options.hashPassword ?? markerHash;
  const serverUrl = options.embedded ? undefined : process.env.DATABASE_URL;
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
  // A database this process's tests closed, its seeded rows restored, or a new one from the dump.
  const handle = await leaseSeededPglite(seedKey(adminPassword, hashPassword), () =>
    seededSnapshot(adminPassword, hashPassword),
  );
  return { ...handle, adminPassword };
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
  return openPglite(await createPglite({ loadDataDir: await emptySnapshot() }));
}
