import type { Database } from "@corp/db/schema";
import { untranslatedMark } from "@corp/domain/collections/fields";
import { COLLECTIONS } from "@corp/domain/collections/registry";
import { type Kysely, sql } from "kysely";

/** Each content table with translations and the English column that is empty until a row is translated. */
const MARKS = COLLECTIONS.flatMap((c) => {
  const mark = untranslatedMark(c.fields);
  return mark ? [{ table: c.table, mark }] : [];
});

/** How many content rows have no English yet, over every table with translations, in one query. */
export async function countUntranslated(db: Kysely<Database>): Promise<number> {
  if (MARKS.length === 0) return 0;
  const counts = MARKS.map(
    ({ table, mark }) => sql`(select count(*) from ${sql.table(table)} where ${sql.ref(mark)} = '')`,
  );
  const { rows } = await sql<{ n: string | number }>`select ${sql.join(counts, sql` + `)} as n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
