import type { Database } from "@corp/db/schema";
import { type Kysely, type RawBuilder, sql } from "kysely";

/**
 * Many articles in one statement (`insert ... select ... generate_series`): copies of the first published
 * article, each column as `values` gives it for the row number `n` (an SQL expression), every other
 * column the template's. The search vectors are left empty: the full-text indexes' work would make the
 * load long, and these rows are not searched. Answers how many were added.
 */
export async function addArticles(
  db: Kysely<Database>,
  count: number,
  values: Record<string, RawBuilder<unknown>>,
): Promise<number> {
  const template = await db
    .selectFrom("article")
    .select("id")
    .where("status", "=", "published")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const columns = (
    await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_name = 'article' and table_schema = current_schema() and column_name <> 'id'`.execute(db)
  ).rows.map((row) => row.column_name);
  const made = columns.map((column) => {
    const given = values[column];
    if (given) return given;
    if (column.startsWith("search_vector")) return sql`''::tsvector`;
    return sql.ref(`a.${column}`);
  });
  await sql`insert into article (${sql.join(columns.map((c) => sql.ref(c)))})
    select ${sql.join(made)} from article a, generate_series(1, ${count}) n
    where a.id = ${template.id}`.execute(db);
  return count;
}

/**
 * Many admin-log rows in one statement, row `n` logged at 1,700,000,000 + n, with the title and data
 * `values` gives (SQL expressions of `n`) or plain ones.
 */
export async function addAdminLogs(
  db: Kysely<Database>,
  count: number,
  values: { title?: RawBuilder<string>; data?: RawBuilder<unknown>; create_time?: RawBuilder<number> } = {},
): Promise<void> {
  const title = values.title ?? sql`'操作'`;
  const data = values.data ?? sql`'{}'::jsonb`;
  const time = values.create_time ?? sql`1700000000 + n`;
  await sql`insert into admin_log (admin_id, username, url, title, data, ip, useragent, create_time)
    select 1, 'admin', '/admin/x', ${title}, ${data}, '127.0.0.1', 'test', ${time}
    from generate_series(1, ${count}) n`.execute(db);
}
