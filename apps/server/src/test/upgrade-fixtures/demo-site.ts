import { sql } from "kysely";
import { fillAdmins } from "./demo-admins.ts";
import { fillArticles } from "./demo-articles.ts";
import { fillContent } from "./demo-content.ts";
import { fillDesignedTable, fillModule } from "./demo-extensions.ts";
import { fillAdminLog, fillSecurity } from "./demo-logs.ts";
import { fillMembers } from "./demo-members.ts";
import { type Db, FIXTURE_TIME, type Level } from "./demo-rows.ts";
import { fillSettings } from "./demo-settings.ts";
import { fillUploads } from "./demo-uploads.ts";

/** How the demo site hashes a password: the server's argon2id, with a salt fixed by the text it salts. */
export type FixtureHasher = (username: string) => Promise<string>;

/**
 * Fills a database migrated to level `n` as a site of that release would hold it after some use: the
 * company's content, admins and members with their passwords, ledgers, logs, uploads, settings, and from
 * 0011 an installed module, from 0012 a designed table.
 */
export async function fillDemoSite(db: Db, n: Level, hashOf: FixtureHasher, hashOfText: FixtureHasher) {
  await fillAdmins(db, n, hashOf);
  await fillMembers(db, n, hashOf);
  await fillSettings(db, n);
  await fillContent(db, n);
  await fillArticles(db, n);
  await fillUploads(db);
  await fillAdminLog(db);
  await fillSecurity(db, n, { before: await hashOfText("lisi-old"), after: await hashOf("lisi") });
  if (n >= 11) await fillModule(db, n);
  if (n >= 12) await fillDesignedTable(db, n);
  await syncSequences(db);
  // The content versions the triggers counted, as of the fixture's time rather than the generator's.
  if (n >= 6) await sql`update cache_version set update_time = ${FIXTURE_TIME}`.execute(db);
}

/** Every serial column's sequence after its highest id, as the site's own inserts would have left it. */
async function syncSequences(db: Db) {
  const { rows } = await sql<{ schema: string; table: string; column: string }>`
    select table_schema as schema, table_name as table, column_name as column
    from information_schema.columns
    where table_schema in ('public', 'designed') and column_default like 'nextval(%'
    order by 1, 2, 3
  `.execute(db);
  for (const { schema, table, column } of rows) {
    const name = `${schema}.${table}`;
    await sql`
      select setval(pg_get_serial_sequence(${`"${schema}"."${table}"`}, ${column}),
        coalesce(max(${sql.ref(column)}), 1), max(${sql.ref(column)}) is not null)
      from ${sql.table(name)}
    `.execute(db);
  }
}
