import { sql } from "kysely";
import { addCacheTrigger, epochNow, type MigrationDb } from "./helpers.ts";

/** The tables public answers show, by the scope whose counter their writes bump. */
const SCOPED_TABLES: Record<string, readonly string[]> = {
  site: ["config", "corp", "menu", "friend_link", "user_rule", "user_group_rule"],
  page: ["page", "page_article", "page_meta", "banner"],
  article: ["category", "topic"],
};

/**
 * One counter per content scope, bumped in the same transaction as the content it covers. Every server
 * process folds these counters into the ETags of public answers, so an edit made through one process
 * invalidates what the others serve. Triggers bump them on every write, whichever code (or SQL console)
 * makes it; counting an article's views is not an edit and bumps nothing.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("cache_version")
    .addColumn("scope", "varchar(30)", (col) => col.primaryKey())
    .addColumn("version", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("update_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .execute();

  await sql`
    create function bump_cache_version() returns trigger language plpgsql as $$
    begin
      insert into cache_version (scope, version, update_time)
      values (tg_argv[0], 1, floor(extract(epoch from now()))::bigint)
      on conflict (scope) do update
        set version = cache_version.version + 1, update_time = excluded.update_time;
      return null;
    end
    $$
  `.execute(db);

  for (const [scope, tables] of Object.entries(SCOPED_TABLES)) {
    for (const table of tables) await addCacheTrigger(db, table, scope);
  }
  await sql`
    create trigger article_cache_version
    after insert or delete or truncate on article
    for each statement execute function bump_cache_version('article')
  `.execute(db);
  // Counting a view changes `views` alone; any other update either leaves `views` as it was or, as an
  // edit, sets `update_time`. Comparing two columns keeps the view counter's update cheap.
  await sql`
    create trigger article_edit_cache_version
    after update on article
    for each row when (old.views is not distinct from new.views or old.update_time is distinct from new.update_time)
    execute function bump_cache_version('article')
  `.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await sql`drop function bump_cache_version() cascade`.execute(db);
  await db.schema.dropTable("cache_version").execute();
}
