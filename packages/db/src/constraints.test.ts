import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./testing.ts";

/** Postgres SQLSTATE of a refused statement (both drivers put it on `code`). */
async function sqlState(statement: Promise<unknown>): Promise<string> {
  const error = await statement.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!error) throw new Error("the statement was accepted");
  return String((error as { code?: unknown }).code);
}

const UNIQUE = "23505";
const CHECK = "23514";
const FOREIGN_KEY = "23503";
const NOT_NULL = "23502";
const RAISED = "P0001";

describe("constraints", () => {
  let t: TestDatabase;
  let groupId: number;
  beforeAll(async () => {
    t = await createTestDatabase();
    groupId = (await t.db.selectFrom("user_group").select("id").executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const newUser = (username: string, extra: { email?: string; mobile?: string } = {}) =>
    t.db
      .insertInto("user")
      .values({ group_id: groupId, username, password: "x", ...extra })
      .returning("id")
      .executeTakeFirstOrThrow()
      .then((r) => r.id);

  it("refuses a status outside its list", async () => {
    const foo = "foo" as "enable";
    expect(
      await sqlState(
        t.db.insertInto("admin").values({ username: "a1", password: "x", status: foo }).execute(),
      ),
    ).toBe(CHECK);
    expect(await sqlState(t.db.insertInto("menu").values({ title: "x", status: foo }).execute())).toBe(CHECK);
    const category = await t.db.selectFrom("category").select("id").executeTakeFirstOrThrow();
    const archived = "archived" as "draft";
    expect(
      await sqlState(
        t.db
          .insertInto("article")
          .values({ category_id: category.id, title: "x", status: archived })
          .execute(),
      ),
    ).toBe(CHECK);
  });

  it("refuses a duplicate admin or member username", async () => {
    expect(
      await sqlState(t.db.insertInto("admin").values({ username: "admin", password: "x" }).execute()),
    ).toBe(UNIQUE);
    await newUser("member1");
    expect(await sqlState(newUser("member1"))).toBe(UNIQUE);
  });

  it("lets many members leave email and mobile empty, but never share a real one", async () => {
    await newUser("noemail1");
    await newUser("noemail2");
    await newUser("withmail1", { email: "a@example.com", mobile: "13800000000" });
    expect(await sqlState(newUser("withmail2", { email: "a@example.com" }))).toBe(UNIQUE);
    expect(await sqlState(newUser("withmail3", { mobile: "13800000000" }))).toBe(UNIQUE);
  });

  it("refuses bad enumerations and ranges", async () => {
    // Thunks: each statement runs only when awaited, one after the other.
    const cases: Record<string, () => Promise<unknown>> = {
      "gender 3": () =>
        t.db
          .insertInto("user")
          .values({ group_id: groupId, username: "g3", password: "x", gender: 3 as 0 })
          .execute(),
      "rule type": () =>
        t.db
          .insertInto("admin_rule")
          .values({ title: "x", name: "x/y", type: "page" as "menu" })
          .execute(),
      "menu type": () =>
        t.db
          .insertInto("admin_rule")
          .values({ title: "x", name: "x/z", menu_type: "popup" as "tab" })
          .execute(),
      extend: () =>
        t.db
          .insertInto("admin_rule")
          .values({ title: "x", name: "x/w", extend: "all" as "none" })
          .execute(),
      "keepalive 2": () =>
        t.db
          .insertInto("user_rule")
          .values({ title: "x", name: "x", keepalive: 2 as 1 })
          .execute(),
      "token type": () =>
        t.db
          .insertInto("token")
          .values({ token_hash: "a".repeat(64), type: "api" as "user", user_id: 1, expire_time: 1 })
          .execute(),
      "page slug": () => t.db.insertInto("page").values({ slug: "Bad Slug", title: "x" }).execute(),
      "page_meta path": () => t.db.insertInto("page_meta").values({ path: "list" }).execute(),
      "negative views": () =>
        sql`update article set views = -1 where id = (select min(id) from article)`.execute(t.db),
      "area level 4": () =>
        t.db
          .insertInto("area")
          .values({ name: "x", level: 4 as 3 })
          .execute(),
    };
    for (const [label, run] of Object.entries(cases)) {
      expect({ label, state: await sqlState(run()) }).toEqual({ label, state: CHECK });
    }
  });

  it("refuses a published article without a publish time", async () => {
    const category = await t.db.selectFrom("category").select("id").executeTakeFirstOrThrow();
    expect(
      await sqlState(
        t.db
          .insertInto("article")
          .values({ category_id: category.id, title: "x", status: "published" })
          .execute(),
      ),
    ).toBe(CHECK);
  });

  it("refuses dangling references, and keeps a category with articles", async () => {
    expect(
      await sqlState(t.db.insertInto("admin_group_access").values({ admin_id: 9999, group_id: 1 }).execute()),
    ).toBe(FOREIGN_KEY);
    const used = await t.db.selectFrom("article").select("category_id").executeTakeFirstOrThrow();
    expect(await sqlState(t.db.deleteFrom("category").where("id", "=", used.category_id).execute())).toBe(
      FOREIGN_KEY,
    );
    expect(await sqlState(t.db.deleteFrom("user_group").where("id", "=", groupId).execute())).toBe(
      FOREIGN_KEY,
    );
  });

  it("removes grants together with their rule", async () => {
    const rule = await t.db
      .selectFrom("admin_rule")
      .innerJoin("admin_group_rule", "admin_group_rule.rule_id", "admin_rule.id")
      .select("admin_rule.id")
      .where("admin_rule.type", "=", "button")
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom("admin_rule").where("id", "=", rule.id).execute();
    const left = await t.db
      .selectFrom("admin_group_rule")
      .select("rule_id")
      .where("rule_id", "=", rule.id)
      .execute();
    expect(left).toEqual([]);
  });

  it("requires a password hash for every account", async () => {
    expect(await sqlState(sql`insert into admin (username) values ('nopass')`.execute(t.db))).toBe(NOT_NULL);
  });

  describe("money and score ledgers", () => {
    let userId: number;
    beforeAll(async () => {
      userId = await newUser("ledger1");
    });

    const balance = async () =>
      t.db.selectFrom("user").select(["money", "score"]).where("id", "=", userId).executeTakeFirstOrThrow();

    it("move the balance and record before/after from the stored value", async () => {
      const first = await t.db
        .insertInto("user_money_log")
        .values({ user_id: userId, money: 1050, memo: "充值" })
        .returning(["before", "after"])
        .executeTakeFirstOrThrow();
      expect(first).toEqual({ before: 0, after: 1050 });
      const second = await t.db
        .insertInto("user_money_log")
        .values({ user_id: userId, money: -50, memo: "消费" })
        .returning(["before", "after"])
        .executeTakeFirstOrThrow();
      expect(second).toEqual({ before: 1050, after: 1000 });
      await t.db.insertInto("user_score_log").values({ user_id: userId, score: 30, memo: "签到" }).execute();
      expect(await balance()).toEqual({ money: 1000, score: 30 });
    });

    it("ignore a before/after the caller made up", async () => {
      const row = await sql<{ before: number; after: number }>`
        insert into user_score_log (user_id, score, before, after) values (${userId}, 5, 100, 105)
        returning before, after
      `.execute(t.db);
      expect(row.rows[0]).toEqual({ before: 30, after: 35 });
    });

    it("refuse to go below zero or to record no change, and leave the balance alone", async () => {
      expect(
        await sqlState(t.db.insertInto("user_money_log").values({ user_id: userId, money: -1001 }).execute()),
      ).toBe(CHECK);
      expect(
        await sqlState(t.db.insertInto("user_money_log").values({ user_id: userId, money: 0 }).execute()),
      ).toBe(CHECK);
      expect(
        await sqlState(t.db.insertInto("user_money_log").values({ user_id: 99999, money: 1 }).execute()),
      ).toBe(FOREIGN_KEY);
      expect(await balance()).toEqual({ money: 1000, score: 35 });
    });

    it("are append-only", async () => {
      expect(await sqlState(sql`update user_money_log set memo = 'x'`.execute(t.db))).toBe(RAISED);
      expect(await sqlState(sql`delete from user_score_log`.execute(t.db))).toBe(RAISED);
    });

    it("are the only way to change a balance", async () => {
      expect(await sqlState(sql`update "user" set money = 999999 where id = ${userId}`.execute(t.db))).toBe(
        RAISED,
      );
      await sql`update "user" set nickname = 'still editable', money = money where id = ${userId}`.execute(
        t.db,
      );
      expect(await balance()).toEqual({ money: 1000, score: 35 });
    });

    it("go away with their member", async () => {
      await t.db.deleteFrom("user").where("id", "=", userId).execute();
      const left = await t.db
        .selectFrom("user_money_log")
        .select("id")
        .where("user_id", "=", userId)
        .execute();
      expect(left).toEqual([]);
    });
  });
});
