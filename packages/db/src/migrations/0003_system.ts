import { type CreateTableBuilder, sql } from "kysely";
import {
  epochNow,
  flagCheck,
  indexOn,
  type MigrationDb,
  oneOf,
  withEnableStatus,
  withTimes,
  withWeigh,
} from "./helpers.ts";

/** Site settings, uploads, the region list, the data-security bins and the CRUD generator's log. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("config")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("name", "varchar(50)", (col) => col.notNull().unique())
    .addColumn("group", "varchar(50)", (col) => col.notNull())
    .addColumn("title", "varchar(50)", (col) => col.notNull())
    .addColumn("tip", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("type", "varchar(30)", (col) => col.notNull())
    // Typed JSON (true, 10, "text", ["a"]) instead of BuildAdmin's strings that every reader re-parses.
    .addColumn("value", "jsonb")
    .addColumn("content", "jsonb")
    .addColumn("rule", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("extend", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("allow_del", "smallint", (col) => col.notNull().defaultTo(0).check(flagCheck("allow_del")))
    .$call(withWeigh)
    .execute();

  await db.schema
    .createTable("attachment")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("topic", "varchar(20)", (col) => col.notNull().defaultTo(""))
    .addColumn("admin_id", "integer", (col) => col.references("admin.id").onDelete("set null"))
    .addColumn("user_id", "integer", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("url", "varchar(255)", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull().defaultTo(0).check(sql`width >= 0`))
    .addColumn("height", "integer", (col) => col.notNull().defaultTo(0).check(sql`height >= 0`))
    .addColumn("name", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("size", "bigint", (col) => col.notNull().defaultTo(0).check(sql`size >= 0`))
    .addColumn("mimetype", "varchar(100)", (col) => col.notNull().defaultTo(""))
    // How many times the same file was uploaded; the row is shared instead of storing the file twice.
    .addColumn("quote", "integer", (col) => col.notNull().defaultTo(0).check(sql`quote >= 0`))
    .addColumn("storage", "varchar(50)", (col) => col.notNull().defaultTo("local"))
    .addColumn("sha1", "varchar(40)", (col) => col.notNull())
    .addColumn("create_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .addColumn("last_upload_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .addUniqueConstraint("attachment_storage_sha1_key", ["storage", "sha1"])
    .execute();
  await indexOn(db, "attachment", ["admin_id"]).execute();
  await indexOn(db, "attachment", ["user_id"]).execute();

  await db.schema
    .createTable("area")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("pid", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("shortname", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("mergename", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("level", "smallint", (col) => col.notNull().check(sql`level between 1 and 3`))
    .addColumn("pinyin", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("code", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("zip", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("first", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .addColumn("lng", "numeric(10, 6)")
    .addColumn("lat", "numeric(10, 6)")
    .execute();
  await indexOn(db, "area", ["pid"]).execute();

  await db.schema
    .createTable("security_data_recycle")
    .$call(withWatchedTable)
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();

  await db.schema
    .createTable("security_sensitive_data")
    .$call(withWatchedTable)
    // Which fields are watched and which of them are secrets to mask, declared rather than guessed.
    .addColumn("data_fields", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();

  await db.schema
    .createTable("security_data_recycle_log")
    .addColumn("id", "bigserial", (col) => col.primaryKey())
    .addColumn("admin_id", "integer", (col) => col.references("admin.id").onDelete("set null"))
    .addColumn("recycle_id", "integer", (col) =>
      col.references("security_data_recycle.id").onDelete("set null"),
    )
    .addColumn("data", "jsonb", (col) => col.notNull())
    .addColumn("data_table", "varchar(100)", (col) => col.notNull())
    .addColumn("primary_key", "varchar(50)", (col) => col.notNull().defaultTo("id"))
    .addColumn("is_restore", "smallint", (col) => col.notNull().defaultTo(0).check(flagCheck("is_restore")))
    .addColumn("ip", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .addColumn("useragent", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("create_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .execute();
  await indexOn(db, "security_data_recycle_log", ["admin_id"]).execute();
  await indexOn(db, "security_data_recycle_log", ["recycle_id"]).execute();

  await db.schema
    .createTable("security_sensitive_data_log")
    .addColumn("id", "bigserial", (col) => col.primaryKey())
    .addColumn("admin_id", "integer", (col) => col.references("admin.id").onDelete("set null"))
    .addColumn("sensitive_id", "integer", (col) =>
      col.references("security_sensitive_data.id").onDelete("set null"),
    )
    .addColumn("data_table", "varchar(100)", (col) => col.notNull())
    .addColumn("primary_key", "varchar(50)", (col) => col.notNull().defaultTo("id"))
    .addColumn("data_field", "varchar(50)", (col) => col.notNull())
    .addColumn("data_comment", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .addColumn("id_value", "integer", (col) => col.notNull())
    .addColumn("before", "text")
    .addColumn("after", "text")
    .addColumn("ip", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .addColumn("useragent", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("is_rollback", "smallint", (col) => col.notNull().defaultTo(0).check(flagCheck("is_rollback")))
    .addColumn("create_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .execute();
  await indexOn(db, "security_sensitive_data_log", ["admin_id"]).execute();
  await indexOn(db, "security_sensitive_data_log", ["sensitive_id"]).execute();

  await db.schema
    .createTable("crud_log")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("table_name", "varchar(200)", (col) => col.notNull())
    .addColumn("comment", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("table", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("fields", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("sync", "integer", (col) => col.notNull().defaultTo(0).check(sql`sync >= 0`))
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("start")
        .check(oneOf("status", ["delete", "success", "error", "start"])),
    )
    .addColumn("connection", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("create_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .execute();
}

/** The columns of a data-security rule: a name and the controller and table it watches. */
function withWatchedTable<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("name", "varchar(50)", (col) => col.notNull())
    .addColumn("controller", "varchar(100)", (col) => col.notNull())
    .addColumn("controller_as", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("data_table", "varchar(100)", (col) => col.notNull())
    .addColumn("primary_key", "varchar(50)", (col) => col.notNull().defaultTo("id"));
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    "crud_log",
    "security_sensitive_data_log",
    "security_data_recycle_log",
    "security_sensitive_data",
    "security_data_recycle",
    "area",
    "attachment",
    "config",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
