import { sql } from "kysely";
import type { DatabaseHandle } from "./connection.ts";

// Any constant works; it only has to be the same for every process of this database (the seed's is 7_420_001).
const MIGRATION_LOCK = 7_420_002;

/**
 * Runs `work` (migrate, and seed where the command seeds) while holding a session-level advisory lock,
 * so that of several servers started at once on one PostgreSQL database one does the work while the
 * others wait, then find it done. Kysely's migrator locks only the migrations themselves; the creation
 * of its own tables and the seed's first check run before that, in every process at once. `onWait` is
 * called when another process holds the lock.
 *
 * The lock is taken and released on one connection held for the whole work; the work's queries use the
 * pool's other connections. On the embedded database (PGlite) nothing else can open the data folder
 * (data-dir-lock.ts), and its one connection held here would block the work: `work` just runs.
 */
export async function withMigrationLock<T>(
  handle: Pick<DatabaseHandle, "db" | "dialect">,
  work: () => Promise<T>,
  onWait?: () => void,
): Promise<T> {
  if (handle.dialect !== "postgres") return work();
  return handle.db.connection().execute(async (session) => {
    const { rows } = await sql<{ taken: boolean }>`
      select pg_try_advisory_lock(${MIGRATION_LOCK}) as taken
    `.execute(session);
    if (!rows[0]?.taken) {
      onWait?.();
      await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(session);
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(session);
    }
  });
}
