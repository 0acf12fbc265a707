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

/** Members, their groups and rules, and the money and score ledgers. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("user_group")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("name", "varchar(50)", (col) => col.notNull())
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();

  await db.schema
    .createTable("user_rule")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("pid", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("type", "text", (col) =>
      col
        .notNull()
        .defaultTo("menu")
        .check(oneOf("type", ["route", "menu_dir", "menu", "nav_user_menu", "nav", "button"])),
    )
    .addColumn("title", "varchar(50)", (col) => col.notNull())
    .addColumn("name", "varchar(50)", (col) => col.notNull().unique())
    .addColumn("path", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("icon", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .addColumn("menu_type", "text", (col) => col.check(oneOf("menu_type", ["tab", "link", "iframe"])))
    .addColumn("url", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("component", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("keepalive", "smallint", (col) => col.notNull().defaultTo(0).check(flagCheck("keepalive")))
    .addColumn("no_login_valid", "smallint", (col) =>
      col.notNull().defaultTo(0).check(flagCheck("no_login_valid")),
    )
    .addColumn("remark", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .$call(withWeigh)
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();
  await indexOn(db, "user_rule", ["pid"]).execute();

  await db.schema
    .createTable("user_group_rule")
    .addColumn("group_id", "integer", (col) => col.notNull().references("user_group.id").onDelete("cascade"))
    .addColumn("rule_id", "integer", (col) => col.notNull().references("user_rule.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("user_group_rule_pkey", ["group_id", "rule_id"])
    .execute();
  await indexOn(db, "user_group_rule", ["rule_id"]).execute();

  await db.schema
    .createTable("user")
    .addColumn("id", "serial", (col) => col.primaryKey())
    // A group in use cannot be deleted: members would silently lose every grant.
    .addColumn("group_id", "integer", (col) => col.notNull().references("user_group.id"))
    .addColumn("username", "varchar(32)", (col) => col.notNull().unique())
    .addColumn("nickname", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .addColumn("email", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("mobile", "varchar(20)", (col) => col.notNull().defaultTo(""))
    .addColumn("avatar", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("gender", "smallint", (col) => col.notNull().defaultTo(0).check(sql`gender between 0 and 2`))
    .addColumn("birthday", "date")
    // Fen and points, integers: no rounding, and changed only by the ledgers below.
    .addColumn("money", "bigint", (col) => col.notNull().defaultTo(0).check(sql`money >= 0`))
    .addColumn("score", "bigint", (col) => col.notNull().defaultTo(0).check(sql`score >= 0`))
    .addColumn("last_login_time", "bigint")
    .addColumn("last_login_ip", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .addColumn("login_failure", "integer", (col) => col.notNull().defaultTo(0).check(sql`login_failure >= 0`))
    .addColumn("join_ip", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .addColumn("join_time", "bigint")
    .addColumn("motto", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("password", "text", (col) => col.notNull())
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();
  await indexOn(db, "user", ["group_id"]).execute();
  // Email and mobile are optional ('' when absent) but identify a member when present.
  await db.schema
    .createIndex("user_email_unique")
    .on("user")
    .column("email")
    .unique()
    .where(sql.ref("email"), "<>", "")
    .execute();
  await db.schema
    .createIndex("user_mobile_unique")
    .on("user")
    .column("mobile")
    .unique()
    .where(sql.ref("mobile"), "<>", "")
    .execute();

  for (const [table, amount, balance] of [
    ["user_money_log", "money", "money"],
    ["user_score_log", "score", "score"],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn("id", "bigserial", (col) => col.primaryKey())
      // Cascade so a deleted member takes their history along; otherwise rows are never removed.
      .addColumn("user_id", "integer", (col) => col.notNull().references("user.id").onDelete("cascade"))
      .addColumn(amount, "bigint", (col) => col.notNull().check(sql`${sql.ref(amount)} <> 0`))
      .addColumn("before", "bigint", (col) => col.notNull())
      .addColumn("after", "bigint", (col) => col.notNull())
      .addColumn("memo", "varchar(255)", (col) => col.notNull().defaultTo(""))
      .addColumn("create_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
      .addCheckConstraint(
        `${table}_balance_check`,
        sql`"after" = "before" + ${sql.ref(amount)} and "after" >= 0`,
      )
      .execute();
    await indexOn(db, table, ["user_id", "id"]).execute();
    await createLedgerTriggers(db, table, amount, balance);
  }

  // A direct UPDATE of a balance (trigger depth 1) is refused; the ledger triggers run one level deeper.
  await sql`
    create function user_balance_guard() returns trigger language plpgsql as $$
    begin
      if pg_trigger_depth() = 1
         and (new.money is distinct from old.money or new.score is distinct from old.score) then
        raise exception 'user.money and user.score change only by inserting into user_money_log or user_score_log'
          using errcode = 'P0001';
      end if;
      return new;
    end $$
  `.execute(db);
  await sql`
    create trigger user_balance_guard before update of money, score on "user"
    for each row execute function user_balance_guard()
  `.execute(db);
}

/**
 * The ledger is the only way to change a balance: inserting a row locks the member, computes `before`
 * and `after` from the stored balance (ignoring what the caller sent) and writes the new balance, all in
 * the inserting transaction. Rows cannot be updated, nor deleted except by the cascade of a deleted member.
 */
async function createLedgerTriggers(db: MigrationDb, table: string, amount: string, balance: string) {
  const apply = sql.raw(`${table}_apply`);
  const guard = sql.raw(`${table}_append_only`);
  const tableRef = sql.table(table);
  const amountRef = sql.raw(`new.${amount}`);
  const balanceCol = sql.raw(balance);
  await sql`
    create function ${apply}() returns trigger language plpgsql as $$
    declare
      current bigint;
    begin
      select ${balanceCol} into current from "user" where id = new.user_id for update;
      if not found then
        raise exception 'user % does not exist', new.user_id using errcode = 'foreign_key_violation';
      end if;
      new.before := current;
      new.after := current + ${amountRef};
      if new.after < 0 then
        raise exception 'user % has % ${balanceCol}, cannot change by %', new.user_id, current, ${amountRef}
          using errcode = 'check_violation';
      end if;
      update "user" set ${balanceCol} = new.after where id = new.user_id;
      return new;
    end $$
  `.execute(db);
  await sql`create trigger ${apply} before insert on ${tableRef} for each row execute function ${apply}()`.execute(
    db,
  );
  await sql`
    create function ${guard}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
        return old;
      end if;
      raise exception '${sql.raw(table)} is append-only' using errcode = 'P0001';
    end $$
  `.execute(db);
  await sql`
    create trigger ${guard} before update or delete on ${tableRef}
    for each row execute function ${guard}()
  `.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("user_score_log").execute();
  await db.schema.dropTable("user_money_log").execute();
  await db.schema.dropTable("user").execute();
  for (const fn of [
    "user_balance_guard",
    "user_money_log_apply",
    "user_money_log_append_only",
    "user_score_log_apply",
    "user_score_log_append_only",
  ]) {
    await sql`drop function ${sql.raw(fn)}()`.execute(db);
  }
  await db.schema.dropTable("user_group_rule").execute();
  await db.schema.dropTable("user_rule").execute();
  await db.schema.dropTable("user_group").execute();
}
