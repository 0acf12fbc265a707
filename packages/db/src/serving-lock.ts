import { sql } from "kysely";
import type { DatabaseHandle } from "./connection.ts";

// Beside the migration lock's 7_420_002 and the seed's 7_420_001.
const SERVING_LOCK = 7_420_003;

/** How often a held lock's connection is checked; one found lost is taken again on a new one. */
const CHECK_MS = 30_000;

/**
 * A server of a PostgreSQL database holds a shared advisory lock on one connection for as long as it
 * serves, so a command that must not run under servers (a restore) can tell whether any does. Taken
 * inside the migration lock: a restore holding that lock keeps servers from starting until it ends.
 * The connection is checked every 30 s; a lost one (a database restart) is reported to `onLost` and the
 * lock taken again on a new one. Answers the release. On the embedded database the data folder's lock
 * already keeps every other process out (data-dir-lock.ts): nothing is held.
 */
export async function holdServingLock(
  handle: Pick<DatabaseHandle, "db" | "dialect">,
  onLost: (error: unknown) => void = () => {},
): Promise<() => Promise<void>> {
  if (handle.dialect !== "postgres") return async () => {};
  let released = false;
  let wake = () => {};
  const stop = new Promise<void>((resolve) => {
    wake = resolve;
  });
  let taken: (() => void) | undefined;
  const firstTaken = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const holdOnce = () =>
    handle.db.connection().execute(async (session) => {
      await sql`select pg_advisory_lock_shared(${SERVING_LOCK})`.execute(session);
      taken?.();
      while (!released) {
        await Promise.race([stop, new Promise((resolve) => setTimeout(resolve, CHECK_MS).unref())]);
        if (!released) await sql`select 1`.execute(session);
      }
      await sql`select pg_advisory_unlock_shared(${SERVING_LOCK})`.execute(session);
    });
  const held = (async () => {
    while (!released) {
      try {
        await holdOnce();
      } catch (error) {
        if (released) return;
        onLost(error);
        await Promise.race([stop, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      }
    }
  })();
  await Promise.race([firstTaken, held]);
  return async () => {
    released = true;
    wake();
    await held;
  };
}

/** How many processes serve the database now (PostgreSQL; 0 on the embedded database). */
export async function servingProcesses(handle: Pick<DatabaseHandle, "db" | "dialect">): Promise<number> {
  if (handle.dialect !== "postgres") return 0;
  // An advisory lock on one bigint below 2^32 is listed with classid 0, objid the key and objsubid 1.
  const { rows } = await sql<{ n: number }>`
    select count(distinct pid)::int as n from pg_locks
    where locktype = 'advisory' and classid = 0 and objid = ${SERVING_LOCK} and objsubid = 1 and granted
      and database = (select oid from pg_database where datname = current_database())
  `.execute(handle.db);
  return rows[0]?.n ?? 0;
}
