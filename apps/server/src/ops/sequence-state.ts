import type { Database } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";
import type { SequenceDef } from "./catalog-types.ts";
import { splitName } from "./table-ddl.ts";

type Named = { schema: string; name: string };

/** The target's sequence for an archived one: the one serving the same column, else the same name. */
async function targetOf(trx: Kysely<Database>, sequence: SequenceDef): Promise<Named | undefined> {
  const owner = sequence.ownedBy;
  // The column of a table the target lacks names no sequence (and must not fail the lookup).
  const table = owner
    ? sql`format('%I.%I', ${splitName(owner.table)[0]}::text, ${splitName(owner.table)[1]}::text)`
    : sql``;
  const which = owner
    ? sql`c.oid = case when to_regclass(${table}) is not null
        then pg_get_serial_sequence(${table}, ${owner.column}::text)::regclass end`
    : sql`n.nspname = ${sequence.schema} and c.relname = ${sequence.name} and c.relkind = 'S'`;
  const { rows } = await sql<Named>`
    select n.nspname as schema, c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${which}
  `.execute(trx);
  return rows[0];
}

/** The greatest value of the column a sequence serves, as text; null when the table is empty. */
async function maxOf(
  trx: Kysely<Database>,
  owner: NonNullable<SequenceDef["ownedBy"]>,
): Promise<string | null> {
  const [schema, table] = splitName(owner.table);
  const { rows } = await sql<{ max: string | null }>`
    select max(${sql.id(owner.column)})::text as max from ${sql.id(schema, table)}
  `.execute(trx);
  return rows[0]?.max ?? null;
}

/**
 * Sets every sequence to hand out next what it would have where the backup was made (no id of a deleted
 * row handed out again), and never an id already in its column. `alter sequence ... restart` rather
 * than `setval`: it is undone with the transaction, `setval` is not. A sequence the target does not
 * have is left out.
 */
export async function restoreSequences(trx: Kysely<Database>, sequences: SequenceDef[]): Promise<void> {
  for (const sequence of sequences) {
    const target = await targetOf(trx, sequence);
    if (!target) continue;
    let next = BigInt(sequence.next);
    const increment = BigInt(sequence.increment);
    const max = sequence.ownedBy && increment > 0n ? await maxOf(trx, sequence.ownedBy) : null;
    if (max !== null && BigInt(max) + increment > next) next = BigInt(max) + increment;
    await sql`alter sequence ${sql.id(target.schema, target.name)} restart with ${sql.raw(next.toString())}`.execute(
      trx,
    );
  }
}
