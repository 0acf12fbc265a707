import { catalogueOf, driftOf } from "@corp/db/collection-drift";
import { withEnableStatus, withTimes, withWeigh } from "@corp/db/migrations/helpers";
import { addCollectionRules } from "@corp/db/seed/admin-rules";
import { defineCollection } from "@corp/domain/collections/collection";
import { field } from "@corp/domain/collections/fields";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitedAdmin } from "../../test/admin-caller.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";
import { appRouter } from "../router.ts";
import { mergeRouters, router } from "../trpc/trpc.ts";
import { collectionRouter } from "./collection-router.ts";

/*
 * docs/architecture.md, "Adding an admin table", followed step by step on a table of its own: the
 * declaration, its migration, its router beside the product's; then its list, add and edit through tRPC
 * and through BuildAdmin's REST paths, its rules and its agreement with the migrated table.
 */

/** Step 1, the declaration (`packages/domain/src/collections/<directory>/<name>.ts`). */
const note = defineCollection({
  table: "sample_note",
  node: "sample/note",
  title: { "zh-cn": "便签", en: "Notes" },
  one: { "zh-cn": "便签", en: "note" },
  icon: "fa fa-sticky-note",
  menuOrder: 1,
  actions: ["index", "add", "edit", "del", "sortable"],
  fields: {
    id: field.id(),
    title: field.title(100),
    link: field.httpUrl(255),
    weigh: field.weigh(),
    status: field.status(),
    create_time: field.createTime(),
    update_time: field.updateTime(),
  },
  list: { quickSearch: ["title", "link"] },
});

/** Step 2, the migration: the table with the shared helpers, then the page's rules on a seeded site. */
async function up(db: Kysely<never>) {
  await db.schema
    .createTable("sample_note")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("title", "varchar(100)", (col) => col.notNull())
    .addColumn("link", "varchar(255)", (col) => col.notNull())
    .$call(withWeigh)
    .$call(withEnableStatus)
    .$call(withTimes)
    .execute();
}

describe("the worked example of adding an admin table", () => {
  let t: TestApp;
  let token: string;
  const headers = () => ({ batoken: token, "think-lang": "en" });

  beforeAll(async () => {
    // Step 3: in the product, one line in the registry; here the router is served beside the product's.
    t = await createTestApp({
      adminRouter: mergeRouters(appRouter, router({ sample: router({ note: collectionRouter(note) }) })),
    });
    await up(t.services.db as unknown as Kysely<never>);
    await addCollectionRules(t.services.db, note);
    token = (await loginAdmin(t.app)).token;
  });
  afterAll(() => t.close());

  const trpc = (path: string, input?: object) =>
    input === undefined
      ? t.app.inject({ method: "GET", url: `/admin/trpc/sample.note.${path}`, headers: headers() })
      : t.app.inject({
          method: "POST",
          url: `/admin/trpc/sample.note.${path}`,
          headers: headers(),
          payload: input,
        });

  it("agrees with its migrated table", async () => {
    expect(
      driftOf(note, await catalogueOf(t.services.db as unknown as Kysely<unknown>, "sample_note")),
    ).toEqual([]);
  });

  it("seeds its menu entry and one button per action", async () => {
    const rules = await t.services.db
      .selectFrom("admin_rule")
      .select(["name", "type", "title_en"])
      .where("name", "like", "sample/note%")
      .orderBy("id")
      .execute();
    expect(rules.map((r) => r.name)).toEqual([
      "sample/note",
      "sample/note/index",
      "sample/note/add",
      "sample/note/edit",
      "sample/note/del",
      "sample/note/sortable",
    ]);
    expect(rules[0]).toMatchObject({ type: "menu", title_en: "Notes" });
  });

  it("adds, lists and edits through tRPC, refusing what the declaration refuses", async () => {
    const added = await trpc("add", { title: "First", link: "https://example.com/a" });
    expect(added.statusCode).toBe(200);
    const row = added.json().result.data;
    expect(row).toMatchObject({ title: "First", link: "https://example.com/a", status: "enable", weigh: 0 });
    const edited = await trpc("edit", { id: row.id, title: "First, edited", link: "https://example.com/b" });
    expect(edited.json().result.data).toMatchObject({ id: row.id, title: "First, edited" });
    const refused = await trpc("add", { title: "Bad", link: "javascript:alert(1)" });
    expect(refused.statusCode).toBe(400);
    const list = (await trpc("index")).json().result.data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id: row.id, title: "First, edited" });
  });

  it("answers BuildAdmin's REST paths with the same procedures", async () => {
    const added = await t.app.inject({
      method: "POST",
      url: "/admin/sample.Note/add",
      headers: headers(),
      payload: { title: "Second", link: "https://example.com/c", status: "1" },
    });
    expect(added.json()).toMatchObject({ code: 1, data: { row: { title: "Second", status: "1" } } });
    const id = added.json().data.row.id;
    // A partial edit keeps the stored fields.
    const edited = await t.app.inject({
      method: "POST",
      url: "/admin/sample/note/edit",
      headers: headers(),
      payload: { id, status: "0" },
    });
    expect(edited.json()).toMatchObject({ code: 1, data: { row: { title: "Second", status: "0" } } });
    // The partial edit read the row, then wrote it, behind one check of the session.
    const lookup = t.services.tokens.lookup.bind(t.services.tokens);
    let lookups = 0;
    t.services.tokens.lookup = (...args) => {
      lookups += 1;
      return lookup(...args);
    };
    try {
      const again = await t.app.inject({
        method: "POST",
        url: "/admin/sample.Note/edit",
        headers: headers(),
        payload: { id, status: "1" },
      });
      expect(again.json()).toMatchObject({ code: 1, data: { row: { title: "Second", status: "1" } } });
    } finally {
      t.services.tokens.lookup = lookup;
    }
    expect(lookups).toBe(1);
    const bad = await t.app.inject({
      method: "POST",
      url: "/admin/sample.Note/add",
      headers: headers(),
      payload: { title: "", link: "https://example.com/d" },
    });
    expect(bad.statusCode).toBe(400);
    const list = await t.app.inject({
      method: "GET",
      url: "/admin/sample.Note/index?quickSearch=Second",
      headers: headers(),
    });
    expect(list.json().data).toMatchObject({ total: 1, list: [{ id, title: "Second" }] });
  });

  it("lets an admin do only what his rules name", async () => {
    const reader = await limitedAdmin(t, "notereader", ["sample", "sample/note", "sample/note/index"]);
    const as = { batoken: reader.token, "think-lang": "en" };
    const list = await t.app.inject({ method: "GET", url: "/admin/sample.Note/index", headers: as });
    expect(list.json()).toMatchObject({ code: 1 });
    const add = await t.app.inject({
      method: "POST",
      url: "/admin/sample.Note/add",
      headers: as,
      payload: { title: "Not his", link: "https://example.com/e" },
    });
    expect(add.statusCode).toBe(403);
    const count = await t.services.db
      .selectFrom("sample_note" as never)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });
});
