import { sql } from "kysely";
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

/** Administrators, their groups and rules, and the stateless-server tables: tokens, throttles, captchas. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("admin")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("username", "varchar(20)", (col) => col.notNull().unique())
    .addColumn("nickname", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .addColumn("avatar", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("email", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("mobile", "varchar(20)", (col) => col.notNull().defaultTo(""))
    // An argon2id hash in PHC format; the salt and parameters live inside it.
    .addColumn("password", "text", (col) => col.notNull())
    .addColumn("motto", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("login_failure", "integer", (col) => col.notNull().defaultTo(0).check(sql`login_failure >= 0`))
    .addColumn("last_login_time", "bigint")
    .addColumn("last_login_ip", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();

  await db.schema
    .createTable("admin_group")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("pid", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    // BuildAdmin writes '*' into a comma list; here a flag says "every rule, present and future".
    .addColumn("super", "boolean", (col) => col.notNull().defaultTo(false))
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();
  await indexOn(db, "admin_group", ["pid"]).execute();

  await db.schema
    .createTable("admin_group_access")
    .addColumn("admin_id", "integer", (col) => col.notNull().references("admin.id").onDelete("cascade"))
    .addColumn("group_id", "integer", (col) => col.notNull().references("admin_group.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("admin_group_access_pkey", ["admin_id", "group_id"])
    .execute();
  await indexOn(db, "admin_group_access", ["group_id"]).execute();

  await db.schema
    .createTable("admin_rule")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("pid", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("type", "text", (col) =>
      col
        .notNull()
        .defaultTo("menu")
        .check(oneOf("type", ["menu_dir", "menu", "button"])),
    )
    .addColumn("title", "varchar(50)", (col) => col.notNull())
    .addColumn("name", "varchar(50)", (col) => col.notNull().unique())
    .addColumn("path", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("icon", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .addColumn("menu_type", "text", (col) => col.check(oneOf("menu_type", ["tab", "link", "iframe"])))
    .addColumn("url", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("component", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("keepalive", "smallint", (col) => col.notNull().defaultTo(0).check(flagCheck("keepalive")))
    .addColumn("extend", "text", (col) =>
      col
        .notNull()
        .defaultTo("none")
        .check(oneOf("extend", ["none", "add_rules_only", "add_menu_only"])),
    )
    .addColumn("remark", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .$call(withWeigh)
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();
  await indexOn(db, "admin_rule", ["pid"]).execute();

  // Grants as rows, not BuildAdmin's comma-separated id list: joinable, and removed with the rule.
  await db.schema
    .createTable("admin_group_rule")
    .addColumn("group_id", "integer", (col) => col.notNull().references("admin_group.id").onDelete("cascade"))
    .addColumn("rule_id", "integer", (col) => col.notNull().references("admin_rule.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("admin_group_rule_pkey", ["group_id", "rule_id"])
    .execute();
  await indexOn(db, "admin_group_rule", ["rule_id"]).execute();

  await db.schema
    .createTable("admin_log")
    .addColumn("id", "bigserial", (col) => col.primaryKey())
    // Null for attempts that never reached an account (failed logins) and after the admin is deleted.
    .addColumn("admin_id", "integer", (col) => col.references("admin.id").onDelete("set null"))
    .addColumn("username", "varchar(20)", (col) => col.notNull().defaultTo(""))
    .addColumn("url", "varchar(1500)", (col) => col.notNull().defaultTo(""))
    .addColumn("title", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("data", "jsonb")
    .addColumn("ip", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .addColumn("useragent", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("create_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .execute();
  await indexOn(db, "admin_log", ["admin_id"]).execute();
  await indexOn(db, "admin_log", ["create_time"]).execute();

  await db.schema
    .createTable("token")
    // sha-256 hex of the token: a leaked table does not hand out sessions.
    .addColumn("token_hash", "char(64)", (col) => col.primaryKey())
    .addColumn("type", "text", (col) =>
      col.notNull().check(oneOf("type", ["admin", "admin-refresh", "user", "user-refresh"])),
    )
    // Points at admin.id or user.id depending on `type`, hence no foreign key.
    .addColumn("user_id", "integer", (col) => col.notNull())
    .addColumn("create_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .addColumn("expire_time", "bigint", (col) => col.notNull())
    .execute();
  await indexOn(db, "token", ["type", "user_id"]).execute();
  await indexOn(db, "token", ["expire_time"]).execute();

  await db.schema
    .createTable("rate_limit")
    .addColumn("key", "varchar(200)", (col) => col.primaryKey())
    .addColumn("hits", "integer", (col) => col.notNull().check(sql`hits >= 0`))
    .addColumn("window_start", "bigint", (col) => col.notNull())
    .addColumn("locked_until", "bigint")
    .execute();

  await db.schema
    .createTable("captcha")
    .addColumn("key", "varchar(64)", (col) => col.primaryKey())
    // The expected answer as the server keeps it (a hash): reading the table must not solve the captcha.
    .addColumn("code", "text", (col) => col.notNull())
    .addColumn("captcha", "jsonb")
    .addColumn("create_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .addColumn("expire_time", "bigint", (col) => col.notNull())
    .execute();
  await indexOn(db, "captcha", ["expire_time"]).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    "captcha",
    "rate_limit",
    "token",
    "admin_log",
    "admin_group_rule",
    "admin_rule",
    "admin_group_access",
    "admin_group",
    "admin",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
