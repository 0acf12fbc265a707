import { friendLink } from "@corp/domain/collections/content/friend-link";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing.ts";
import { addCollectionRules } from "./admin-rules.ts";

const RULE_COLUMNS = ["name", "title", "title_en", "type", "path", "component", "keepalive"] as const;

describe("a declared collection's rules on a site seeded before it", () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  const rulesOf = (node: string) =>
    handle.db
      .selectFrom("admin_rule")
      .select([...RULE_COLUMNS, "pid", "weigh"])
      .where((eb) => eb.or([eb("name", "=", node), eb("name", "like", `${node}/%`)]))
      .orderBy("id")
      .execute();

  it("adds the page last in its directory, with its buttons and titles as the seed writes them", async () => {
    const seeded = await rulesOf(friendLink.node);
    expect(seeded.map((r) => r.name)).toEqual([
      "content/friendLink",
      "content/friendLink/index",
      "content/friendLink/add",
      "content/friendLink/edit",
      "content/friendLink/del",
      "content/friendLink/sortable",
    ]);
    // The site before the collection: its rules are not there.
    await handle.db.deleteFrom("admin_rule").where("name", "like", "content/friendLink%").execute();

    await addCollectionRules(handle.db, friendLink);
    const added = await rulesOf(friendLink.node);
    const pick = (rows: typeof seeded) => rows.map((r) => RULE_COLUMNS.map((c) => r[c]));
    expect(pick(added)).toEqual(pick(seeded));
    const [menu, ...buttons] = added;
    const content = await handle.db
      .selectFrom("admin_rule")
      .select("id")
      .where("name", "=", "content")
      .executeTakeFirstOrThrow();
    expect(menu?.pid).toBe(content.id);
    const siblings = await handle.db
      .selectFrom("admin_rule")
      .select("weigh")
      .where("pid", "=", content.id)
      .where("name", "<>", friendLink.node)
      .execute();
    expect(Math.min(...siblings.map((s) => s.weigh))).toBeGreaterThan(menu?.weigh ?? 0);
    expect(new Set(buttons.map((b) => b.pid))).toEqual(new Set([(await idOf("content/friendLink")) ?? 0]));
  });

  it("leaves a site that has the page as it is", async () => {
    const before = await rulesOf(friendLink.node);
    await addCollectionRules(handle.db, friendLink);
    expect(await rulesOf(friendLink.node)).toEqual(before);
  });

  const idOf = async (name: string) =>
    (await handle.db.selectFrom("admin_rule").select("id").where("name", "=", name).executeTakeFirst())?.id;

  it("are left to the seed on a site not seeded yet", async () => {
    const rollback = new Error("rollback");
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.deleteFrom("admin_rule").execute();
        await addCollectionRules(trx, friendLink);
        expect(await trx.selectFrom("admin_rule").select("id").execute()).toEqual([]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});
