import { indexOn, type MigrationDb } from "./helpers.ts";

/**
 * Indexes for the article lists of a large site (issue 49, item 3): each list's filter and sort, with
 * the id as the tiebreak every list orders by, so a page is read from the index in order instead of
 * sorting every matching row. The public news list of a category (category, published, newest first),
 * of all categories and the admin's list filtered by status (status, publish time, id: it replaces the
 * index on status and publish time alone), and the admin's list sorted by publish time (publish time, id).
 */
export async function up(db: MigrationDb): Promise<void> {
  await indexOn(db, "article", ["category_id", "status", "publish_time", "id"]).execute();
  await indexOn(db, "article", ["status", "publish_time", "id"]).execute();
  await indexOn(db, "article", ["publish_time", "id"]).execute();
  await db.schema.dropIndex("article_status_publish_time_idx").ifExists().execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await indexOn(db, "article", ["status", "publish_time"]).execute();
  for (const columns of [
    ["publish_time", "id"],
    ["status", "publish_time", "id"],
    ["category_id", "status", "publish_time", "id"],
  ])
    await db.schema.dropIndex(`article_${columns.join("_")}_idx`).execute();
}
