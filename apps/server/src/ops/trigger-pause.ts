import type { Database } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";

type Trigger = { schema: string; table: string; name: string; enabled: string };

/**
 * Switches off the user triggers of `tables` (by qualified name) for the rest of the transaction, and
 * returns what turns them back on as they were. A restore writes rows exactly as they were kept:
 * the ledgers' triggers would recompute balances, their append-only guard would refuse the clearing, and
 * the content-version triggers would count the restore as edits. Foreign keys (system triggers) stay on.
 * `alter table` is transactional: a restore that fails leaves every trigger as it was.
 */
export async function pauseTriggers(
  trx: Kysely<Database>,
  tables: ReadonlySet<string>,
): Promise<() => Promise<void>> {
  const { rows } = await sql<Trigger>`
    select n.nspname as schema, c.relname as table, t.tgname as name, t.tgenabled::text as enabled
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and t.tgenabled <> 'D'
    order by n.nspname, c.relname, t.tgname
  `.execute(trx);
  const paused = rows.filter((row) => tables.has(`${row.schema}.${row.table}`));
  for (const t of paused) {
    await sql`alter table ${sql.id(t.schema, t.table)} disable trigger ${sql.id(t.name)}`.execute(trx);
  }
  return async () => {
    for (const t of paused) {
      const how =
        t.enabled === "A" ? sql`enable always` : t.enabled === "R" ? sql`enable replica` : sql`enable`;
      await sql`alter table ${sql.id(t.schema, t.table)} ${how} trigger ${sql.id(t.name)}`.execute(trx);
    }
  };
}
