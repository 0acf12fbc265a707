import type { PGlite } from "@electric-sql/pglite";
import { type DatabaseConnection, type Driver, Kysely, PGliteDialect } from "kysely";
import { createPglite, type DatabaseHandle } from "./connection.ts";
import { DatabaseEvents } from "./database-events.ts";
import type { Database } from "./schema.ts";

/*
 * Starting an embedded database from a seeded dump costs about 1.5 processor seconds (the dump is 45 MB,
 * mostly PostgreSQL's own catalogues), restoring the seeded rows into one already running about 0.25. So
 * a test process keeps the embedded databases its tests have closed, and a test asking for a seeded one
 * gets a kept one with every table's rows and every sequence put back as seeded, never a database a test
 * still holds. A kept database whose shape a test changed (a table, column, index, function, trigger,
 * extension or role added, dropped or altered: the CRUD designer, a module's install, a migration test)
 * is closed instead of reused. A closed lease refuses queries, so a write its test leaves running after
 * closing cannot reach the next test's database.
 */

/** The database's shape in one digest: what a test may change besides rows and sequence values. */
const SHAPE_QUERY = `
  select md5(coalesce(string_agg(item, E'\\n' order by item), '')) as shape from (
    select 'rel ' || c.oid::regclass::text || ' ' || c.relkind::text || ' ' || coalesce((
      select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text
        || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ', ' order by a.attnum)
      from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as item
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all select 'index ' || pg_get_indexdef(i.indexrelid) from pg_index i
      join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace not in (select oid from pg_namespace where nspname in ('pg_catalog', 'information_schema'))
    union all select 'function ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc) from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema')
    union all select 'trigger ' || pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
    union all select 'view ' || schemaname || '.' || viewname || ' ' || definition from pg_views
      where schemaname not in ('pg_catalog', 'information_schema')
    union all select 'extension ' || extname || ' ' || extversion from pg_extension
    union all select 'schema ' || nspname from pg_namespace
    union all select 'role ' || rolname from pg_roles
    union all select 'text search ' || cfgname from pg_ts_config
    union all select 'type ' || t.oid::regtype::text from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and t.typtype in ('e', 'd', 'c', 'r')
  ) items`;

/** The seeded state of one dump: its shape, every table's rows (JSON) and every sequence's position. */
type Seeded = {
  shape: string;
  tables: { name: string; columns: string; rows: string }[];
  sequences: { name: string; value: number; called: boolean }[];
};

async function readShape(pglite: PGlite): Promise<string> {
  await pglite.exec("discard all");
  return String((await pglite.query<{ shape: string }>(SHAPE_QUERY)).rows[0]?.shape);
}

async function readSeeded(pglite: PGlite): Promise<Seeded> {
  // Each table's columns but generated ones, which an insert may not name.
  const names = await pglite.query<{ name: string; columns: string }>(
    `select quote_ident(c.relname) as name,
            string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      group by c.relname order by 1`,
  );
  const tables: Seeded["tables"] = [];
  for (const { name, columns } of names.rows) {
    const { rows } = await pglite.query<{ rows: string }>(
      `select coalesce(json_agg(x), '[]')::text as rows from ${name} x`,
    );
    tables.push({ name, columns, rows: rows[0]?.rows ?? "[]" });
  }
  const sequences = await pglite.query<{ name: string; value: number; called: boolean }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
            coalesce(last_value, start_value)::float8 as value, last_value is not null as called
       from pg_sequences where schemaname = 'public'`,
  );
  return { shape: await readShape(pglite), tables, sequences: sequences.rows };
}

/** Every table's rows and every sequence's position back as seeded; triggers do not fire meanwhile. */
async function restoreSeeded(pglite: PGlite, seeded: Seeded): Promise<void> {
  await pglite.exec("set session_replication_role = replica");
  try {
    await pglite.exec(`truncate ${seeded.tables.map((t) => t.name).join(", ")}`);
    for (const { name, columns, rows } of seeded.tables) {
      if (rows === "[]") continue;
      await pglite.query(
        `insert into ${name} (${columns}) overriding system value
         select ${columns} from json_populate_recordset(null::${name}, $1::json)`,
        [rows],
      );
    }
    for (const { name, value, called } of seeded.sequences) {
      await pglite.query("select setval($1::regclass, $2::bigint, $3)", [name, value, called]);
    }
  } finally {
    await pglite.exec("set session_replication_role = origin");
  }
}

/** `target` with the members `replace` gives replaced, every other member bound to `target` itself. */
function forwarding<T extends object>(target: T, replace: (property: string | symbol) => unknown): T {
  return new Proxy(target, {
    get(object, property) {
      const replaced = replace(property);
      if (replaced !== undefined) return replaced;
      const value = Reflect.get(object, property, object);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

/** The hold of one test on a kept database: once closed, its Kysely takes no more queries. */
type Lease = { closed: boolean };

/** A Kysely on a kept database that takes no queries once its lease is closed, and never closes it. */
function leasedKysely(pglite: PGlite, events: DatabaseEvents, lease: Lease): Kysely<Database> {
  class LeasedDialect extends PGliteDialect {
    override createDriver(): Driver {
      const inner = super.createDriver();
      let real: DatabaseConnection | undefined;
      // Refused in the connection, not when it is asked for: Kysely holds a lock while it asks.
      let leased: DatabaseConnection | undefined;
      const refuseClosed = () => {
        if (lease.closed) throw new Error("this test database was closed");
      };
      const connect = async (): Promise<DatabaseConnection> => {
        real ??= await inner.acquireConnection();
        const connection = real;
        leased ??= {
          executeQuery: (query) => {
            refuseClosed();
            return connection.executeQuery(query);
          },
          streamQuery: (query, chunkSize) => {
            refuseClosed();
            return connection.streamQuery(query, chunkSize);
          },
        };
        return leased;
      };
      // The driver's other calls take the connection it gave: they get the real one.
      const onReal =
        (method: string) =>
        (_connection: DatabaseConnection, ...rest: unknown[]) => {
          if (method !== "rollbackTransaction") refuseClosed();
          const call = Reflect.get(inner, method) as (...args: unknown[]) => Promise<unknown>;
          return call.call(inner, real, ...rest);
        };
      const connectionMethods = new Set([
        "beginTransaction",
        "commitTransaction",
        "rollbackTransaction",
        "savepoint",
        "rollbackToSavepoint",
        "releaseSavepoint",
      ]);
      return forwarding(inner, (property) => {
        if (property === "acquireConnection") return connect;
        if (property === "releaseConnection") return async () => {};
        if (property === "destroy") return async () => {};
        if (typeof property === "string" && connectionMethods.has(property)) return onReal(property);
        return undefined;
      });
    }
  }
  return new Kysely<Database>({ dialect: new LeasedDialect({ pglite }), log: events.kyselyLog });
}

type Kept = { pglite: PGlite; key: string };

const idle: Kept[] = [];
const seededStates = new Map<string, Promise<Seeded>>();

/**
 * A seeded embedded database for a test: a kept one of this dump, its rows restored, when one is idle and
 * unchanged in shape; else a new one started from the dump. `close()` hands it back to be kept.
 */
export async function leaseSeededPglite(key: string, dump: () => Promise<Blob>): Promise<DatabaseHandle> {
  let pglite = await reusedKept(key);
  if (!pglite) {
    pglite = await createPglite({ loadDataDir: await dump() });
    if (!seededStates.has(key)) {
      const reading = readSeeded(pglite);
      seededStates.set(key, reading);
      reading.catch(() => seededStates.delete(key));
      await reading;
    }
  }
  const leased = pglite;
  const events = new DatabaseEvents();
  const lease: Lease = { closed: false };
  const db = leasedKysely(leased, events, lease);
  const close = async () => {
    if (lease.closed) return;
    lease.closed = true;
    await db.destroy();
    keep({ pglite: leased, key });
  };
  return { db, dialect: "pglite", events, close };
}

/** The most closed databases a test process keeps (each holds its own memory, 128 MB and up). */
const MAX_KEPT = 3;

/** Keeps a closed database, the most recently closed last; past the limit the oldest kept one is closed. */
function keep(kept: Kept): void {
  idle.push(kept);
  if (idle.length > MAX_KEPT) void idle.shift()?.pglite.close();
}

/** The most recently closed kept database of this dump with its seeded rows back, or undefined when none is fit to reuse. */
async function reusedKept(key: string): Promise<PGlite | undefined> {
  const seeded = await seededStates.get(key);
  const latest = () => idle.findLastIndex((k) => k.key === key);
  for (let at = latest(); at !== -1; at = latest()) {
    const [kept] = idle.splice(at, 1);
    if (!kept) break;
    try {
      // A test may have left a transaction open, or changed the shape: then the database is not reused.
      if (seeded && (await readShape(kept.pglite)) === seeded.shape) {
        await restoreSeeded(kept.pglite, seeded);
        return kept.pglite;
      }
    } catch {
      // Closed below, as an unfit one.
    }
    await kept.pglite.close().catch(() => undefined);
  }
  return undefined;
}
