import { createPglite, openPglite } from "./connection.ts";
import { migrateToLatest } from "./migrate.ts";
import { seed } from "./seed.ts";
import { type Hasher, SeedCache, seedKey, throughRunFile } from "./test-run.ts";

/*
 * PGlite's initdb takes seconds; loading a data-directory dump takes a fraction of that. So the first
 * request in a test run builds a migrated, seeded database once and dumps it, and every request after
 * that starts from the dump: in the same process from memory, in the run's other worker processes from
 * the run's file. Keyed by hasher and password, since both are baked into the `admin` row.
 */
const seeded = new SeedCache<Blob>();

/** The dump of an embedded database migrated and seeded with this admin password and hasher. */
export function seededSnapshot(adminPassword: string, hashPassword: Hasher): Promise<Blob> {
  return seeded.get(adminPassword, hashPassword, () =>
    throughRunFile(`seeded-${seedKey(adminPassword, hashPassword)}.tar`, () =>
      dumpSeeded(adminPassword, hashPassword),
    ),
  );
}

/** The dump of a fresh embedded database (initdb only), kept like the seeded one. */
let empty: Promise<Blob> | undefined;

export function emptySnapshot(): Promise<Blob> {
  empty ??= throughRunFile("empty.tar", async () => {
    const pglite = await createPglite();
    try {
      return await pglite.dumpDataDir("none");
    } finally {
      await pglite.close();
    }
  });
  empty.catch(() => {
    empty = undefined;
  });
  return empty;
}

async function dumpSeeded(adminPassword: string, hashPassword: Hasher): Promise<Blob> {
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
