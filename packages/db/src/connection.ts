import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
import { DatabaseEvents, type PoolUse } from "./database-events.ts";
import type { Database } from "./schema.ts";
import { TYPE_PARSERS } from "./type-parsers.ts";

export type DialectName = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Kysely<Database>;
  close(): Promise<void>;
  dialect: DialectName;
  /** Failed queries and lost connections, for whoever watches (the server's metrics). */
  events: DatabaseEvents;
  /** The connection pool's use now; only a PostgreSQL server's handle has a pool. */
  poolUse?: () => PoolUse;
};

export type DatabaseOptions = {
  /** `postgres://...`: use that server through `pg`. Unset: the embedded PGlite. */
  databaseUrl?: string;
  /** Folder of the embedded database, created when missing. Default `./data`. */
  dataDir?: string;
  /** Embedded database in memory only (tests, throw-away runs). */
  memory?: boolean;
};

export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.memory) return openPglite(await createPglite());
  const dataDir = resolve(options.dataDir ?? "./data");
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  try {
    const handle = openPglite(await createPglite({ dataDir }));
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          await unlock();
        }
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** A PGlite instance with our type parsers; `loadDataDir` starts it from a dump instead of initdb. */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create({ ...options, parsers: TYPE_PARSERS });
}

/**
 * PGlite is one connection: Kysely queues every query and transaction behind a lock. Inside
 * `db.transaction().execute(trx => ...)` use `trx` only; a query on `db` there waits for the
 * transaction to end, which never comes. (On a server it would run outside the transaction instead.)
 */
export function openPglite(pglite: PGlite): DatabaseHandle {
  const events = new DatabaseEvents();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), log: events.kyselyLog });
  return {
    db,
    dialect: "pglite",
    events,
    // Kysely closes PGlite only once a query has run; close it ourselves when it was never used.
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** While the server is down, opening a connection fails within this time and the request answers 503. */
const CONNECT_TIMEOUT_MS = 5000;
/**
 * How long a query waits for a free connection while every one of the pool is busy. pg's pool bounds
 * this wait and the opening of a connection with one timeout; a burst of writes that queue on one row
 * (200 score changes of one member) can keep every connection busy longer than a server takes to
 * refuse a connection, and those queued requests must wait their turn, not fail.
 */
const POOL_WAIT_MS = 30_000;

/** pg's client with its own limit on opening a connection, apart from the pool's limit on waiting. */
function connectingWithin(milliseconds: number): typeof pg.Client {
  return class extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(typeof config === "string" ? config : { ...config, connectionTimeoutMillis: milliseconds });
    }
  };
}

export function openPostgres(databaseUrl: string, poolOptions: pg.PoolConfig = {}): DatabaseHandle {
  // Per-pool overrides rather than pg.types.setTypeParser, which would change every pg user in the process.
  const types = new pg.TypeOverrides();
  for (const [oid, parse] of Object.entries(TYPE_PARSERS)) types.setTypeParser(Number(oid), parse);
  const connectTimeout = poolOptions.connectionTimeoutMillis ?? CONNECT_TIMEOUT_MS;
  const pool = new pg.Pool({
    ...poolOptions,
    connectionString: databaseUrl,
    types,
    // The pool's own timeout bounds the wait for a free connection when all are busy (a burst);
    // each new connection is bounded by the client's, so a server that is down fails fast (503).
    connectionTimeoutMillis: Math.max(POOL_WAIT_MS, connectTimeout),
    Client: connectingWithin(connectTimeout),
  });
  // A connection the server dropped (restart, failover) is reported as an 'error' event: by the pool
  // while it is idle there, by the client itself while it is checked out between two queries. With no
  // listener Node would end the process, so both are listened to. The pool drops a broken connection
  // and opens a new one for the next query; a query during the outage fails and is answered 503.
  const events = new DatabaseEvents();
  pool.on("error", (error) => console.error("postgres: idle connection lost:", error.message));
  pool.on("connect", (client) => {
    // Told of a connection lost idle or checked out alike: counted here once.
    client.on("error", (error) => {
      console.error("postgres: connection lost:", error.message);
      events.emit({ kind: "connectionLost" });
    });
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: events.kyselyLog });
  const poolUse = (): PoolUse => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
  return { db, dialect: "postgres", events, poolUse, close: () => db.destroy() };
}
