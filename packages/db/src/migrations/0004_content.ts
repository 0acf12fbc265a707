import { sql } from "kysely";
import { indexOn, type MigrationDb, oneOf, withEnableStatus, withTimes, withWeigh } from "./helpers.ts";

/** What the public site shows: navigation, links, banners, the company, pages, categories, topics, articles. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("menu")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("pid", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("title", "varchar(50)", (col) => col.notNull())
    .addColumn("title_en", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("thumb", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("path", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .$call(withWeigh)
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();
  await indexOn(db, "menu", ["pid"]).execute();

  await db.schema
    .createTable("friend_link")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("title", "varchar(100)", (col) => col.notNull())
    .addColumn("link", "varchar(255)", (col) => col.notNull())
    .$call(withWeigh)
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();

  await db.schema
    .createTable("banner")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("title", "varchar(100)", (col) => col.notNull())
    .addColumn("summary", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("image", "varchar(255)", (col) => col.notNull())
    .addColumn("link", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .$call(withWeigh)
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();

  await db.schema
    .createTable("corp")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("name_en", "varchar(200)", (col) => col.notNull().defaultTo(""))
    .addColumn("slogan", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("summary", "varchar(1000)", (col) => col.notNull().defaultTo(""))
    .addColumn("content", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("logo", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("image", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("founded_year", "smallint", (col) => col.check(sql`founded_year between 1800 and 2100`))
    .addColumn("address", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("phone", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .addColumn("email", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("website", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .$call(withWeigh)
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();

  await db.schema
    .createTable("page")
    .addColumn("id", "serial", (col) => col.primaryKey())
    // The stable handle the public routes look pages up by ('company', 'history', 'contact').
    .addColumn("slug", "varchar(50)", (col) =>
      col.notNull().unique().check(sql`slug ~ '^[a-z0-9][a-z0-9-]*$'`),
    )
    .addColumn("title", "varchar(100)", (col) => col.notNull())
    .addColumn("title_en", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("content", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("image", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("keywords", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("description", "varchar(500)", (col) => col.notNull().defaultTo(""))
    .$call(withWeigh)
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();

  await db.schema
    .createTable("page_article")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("page_id", "integer", (col) => col.notNull().references("page.id").onDelete("cascade"))
    .addColumn("title", "varchar(200)", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("image", "varchar(255)", (col) => col.notNull().defaultTo(""))
    // Free text on purpose: a timeline entry may be a year ('2016'), a month ('2016-05') or a day.
    .addColumn("event_date", "varchar(20)", (col) => col.notNull().defaultTo(""))
    .$call(withWeigh)
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();
  await indexOn(db, "page_article", ["page_id"]).execute();

  await db.schema
    .createTable("page_meta")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("path", "varchar(255)", (col) => col.notNull().unique().check(sql`path like '/%'`))
    .addColumn("title", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("keywords", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("description", "varchar(500)", (col) => col.notNull().defaultTo(""))
    .$call(withTimes)
    .execute();

  await db.schema
    .createTable("category")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("pid", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("name", "varchar(50)", (col) => col.notNull())
    .addColumn("name_en", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .$call(withWeigh)
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();
  await indexOn(db, "category", ["pid"]).execute();

  await db.schema
    .createTable("topic")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("title", "varchar(100)", (col) => col.notNull())
    .addColumn("title_en", "varchar(200)", (col) => col.notNull().defaultTo(""))
    .addColumn("summary", "varchar(500)", (col) => col.notNull().defaultTo(""))
    .addColumn("image", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .$call(withWeigh)
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();

  await db.schema
    .createTable("article")
    .addColumn("id", "serial", (col) => col.primaryKey())
    // A category with articles cannot be deleted out from under them; a topic can, the article stays.
    .addColumn("category_id", "integer", (col) => col.notNull().references("category.id"))
    .addColumn("topic_id", "integer", (col) => col.references("topic.id").onDelete("set null"))
    .addColumn("title", "varchar(200)", (col) => col.notNull())
    .addColumn("summary", "varchar(500)", (col) => col.notNull().defaultTo(""))
    .addColumn("content", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("image", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("source", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("author", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .addColumn("views", "bigint", (col) => col.notNull().defaultTo(0).check(sql`views >= 0`))
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("draft")
        .check(oneOf("status", ["draft", "published"])),
    )
    .addColumn("publish_time", "bigint")
    .addColumn("keywords", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("description", "varchar(500)", (col) => col.notNull().defaultTo(""))
    .addColumn("video_url", "varchar(500)", (col) => col.notNull().defaultTo(""))
    .$call(withWeigh)
    .$call(withTimes)
    // A published article without a date would fall out of every date-ordered list.
    .addCheckConstraint("article_published_has_time", sql`status <> 'published' or publish_time is not null`)
    .execute();
  await indexOn(db, "article", ["category_id"]).execute();
  await indexOn(db, "article", ["topic_id"]).execute();
  await db.schema
    .createIndex("article_status_publish_time_idx")
    .on("article")
    .columns(["status", "publish_time desc"])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    "article",
    "topic",
    "category",
    "page_meta",
    "page_article",
    "page",
    "corp",
    "banner",
    "friend_link",
    "menu",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
