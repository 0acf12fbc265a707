import { article } from "@corp/domain/collections/content/article";
import { searchPush } from "@corp/domain/collections/content/search-push";
import { sql } from "kysely";
import { SEARCH_PUSH_CONFIG_GROUP, SEARCH_PUSH_SETTINGS } from "../search-push-settings.ts";
import { addCollectionRules } from "../seed/admin-rules.ts";
import {
  addSettings,
  addSettingsGroup,
  epochNow,
  type MigrationDb,
  oneOf,
  removeSettings,
  removeSettingsGroup,
  withTimes,
} from "./helpers.ts";

const PUSH_BUTTON = `${article.node}/push`;

/**
 * Search-engine push (issue 30): `search_push`, one row per address and engine, sent by whichever server
 * finds it due; the "search_push" settings group; for a site seeded earlier, the page's menu entry with
 * its buttons and the articles' "push" button (a new site gets them from the seed).
 */
export async function up(db: MigrationDb): Promise<void> {
  await withTimes(
    db.schema
      .createTable("search_push")
      .addColumn("id", "serial", (col) => col.primaryKey())
      .addColumn("engine", "text", (col) =>
        col
          .notNull()
          .defaultTo("baidu")
          .check(oneOf("engine", ["baidu", "indexnow"])),
      )
      .addColumn("url", "varchar(255)", (col) => col.notNull().defaultTo(""))
      .addColumn("state", "text", (col) =>
        col
          .notNull()
          .defaultTo("pending")
          .check(oneOf("state", ["pending", "done", "failed"])),
      )
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("answer", "varchar(500)", (col) => col.notNull().defaultTo(""))
      .addColumn("next_time", "bigint", (col) => col.notNull().defaultTo(epochNow)),
  ).execute();
  await sql`create index search_push_due_idx on search_push (next_time) where state = 'pending'`.execute(db);
  await sql`comment on table search_push is 'Public addresses pushed to search engines, one row per address and engine'`.execute(
    db,
  );
  await addSettingsGroup(db, SEARCH_PUSH_CONFIG_GROUP);
  const seeded = await db
    .selectFrom("config")
    .select("id")
    .where("name", "=", "config_group")
    .executeTakeFirst();
  if (seeded) await addSettings(db, SEARCH_PUSH_CONFIG_GROUP.key, SEARCH_PUSH_SETTINGS);
  await addCollectionRules(db, searchPush);
  const articles = await db
    .selectFrom("admin_rule")
    .select("id")
    .where("name", "=", article.node)
    .executeTakeFirst();
  if (articles) {
    const now = Math.floor(Date.now() / 1000);
    await db
      .insertInto("admin_rule")
      .values({
        pid: articles.id,
        type: "button",
        title: "推送到搜索引擎",
        name: PUSH_BUTTON,
        weigh: 0,
        create_time: now,
        update_time: now,
      })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db
    .deleteFrom("admin_rule")
    .where((eb) =>
      eb.or([
        eb("name", "=", searchPush.node),
        eb("name", "like", `${searchPush.node}/%`),
        eb("name", "=", PUSH_BUTTON),
      ]),
    )
    .execute();
  await removeSettings(db, SEARCH_PUSH_SETTINGS);
  await removeSettingsGroup(db, SEARCH_PUSH_CONFIG_GROUP.key);
  await db.schema.dropTable("search_push").execute();
}
