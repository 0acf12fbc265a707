import { sql } from "kysely";
import { indexOn, type MigrationDb } from "./helpers.ts";

/**
 * Views counted once per visitor and article an hour (issue 50, item 10): `article_view_seen` holds a
 * keyed hash of visitor and article (HMAC under a key derived from the site's, so no address or browser
 * can be read back from it) and when that view was counted. Every server process of a cluster asks it
 * before it adds a view; rows older than the hour are deleted as views are written.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("article_view_seen")
    .addColumn("hash", "varchar(32)", (col) => col.primaryKey())
    .addColumn("seen_at", "bigint", (col) => col.notNull())
    .execute();
  await indexOn(db, "article_view_seen", ["seen_at"]).execute();
  await sql`comment on table article_view_seen is 'Keyed hashes of visitor and article whose view was counted within the hour'`.execute(
    db,
  );
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("article_view_seen").execute();
}
