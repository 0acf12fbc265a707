import { catalogueOf, driftOf } from "@corp/db/collection-drift";
import { collectionOfDesign } from "@corp/domain/crud-design/design-collection";
import { type TableDesign, type TableDesignInput, tableDesign } from "@corp/domain/crud-design/design-schema";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const options = [
  { value: "a", label: "甲" },
  { value: "b", label: "乙" },
];

/** A table of every field type the designer offers, with the settings that change a column. */
const everyType: TableDesignInput = {
  name: "every_type",
  title: "全部类型",
  titleEn: "Every type",
  quickSearch: ["name"],
  fields: [
    { key: "f1", name: "name", type: "string", title: "名称", length: 80, index: "unique", default: "it's" },
    { key: "f2", name: "note", type: "textarea", title: "说明", nullable: true },
    { key: "f3", name: "body", type: "editor", title: "正文" },
    { key: "f4", name: "stock", type: "number", title: "库存", default: -5, index: "index" },
    { key: "f5", name: "views", type: "number", title: "浏览", bigint: true },
    { key: "f6", name: "price", type: "float", title: "价格", precision: 12, scale: 3, default: 1.5 },
    { key: "f7", name: "on_sale", type: "switch", title: "在售", default: 1 },
    { key: "f8", name: "grade", type: "radio", title: "等级", options },
    { key: "f9", name: "size", type: "select", title: "尺码", options, nullable: true },
    { key: "f10", name: "tags", type: "checkbox", title: "标签", options, default: ["a"] },
    { key: "f11", name: "launch_time", type: "datetime", title: "上市", nullable: true },
    { key: "f12", name: "launch_day", type: "date", title: "上市日", default: "2024-05-20" },
    { key: "f13", name: "cover", type: "image", title: "封面" },
    { key: "f14", name: "photos", type: "images", title: "相册" },
    { key: "f15", name: "manual", type: "file", title: "说明书" },
    { key: "f16", name: "files", type: "files", title: "附件", nullable: true },
    { key: "f17", name: "icon", type: "icon", title: "图标" },
    { key: "f18", name: "colour", type: "color", title: "颜色" },
    { key: "f19", name: "city", type: "city", title: "城市" },
    { key: "f20", name: "specs", type: "keyValue", title: "参数" },
    { key: "f21", name: "weigh", type: "weigh", title: "权重" },
    { key: "f22", name: "discount", type: "float", title: "折扣", nullable: true },
  ],
};

describe("a designed table as a collection", () => {
  let t: TestApp;
  let db: Kysely<unknown>;
  let design: TableDesign;
  let admin: Awaited<ReturnType<typeof superCaller>>;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.services.db as unknown as Kysely<unknown>;
    design = tableDesign.parse(everyType);
    admin = await superCaller(t);
    await admin.crud.crud.generate({ design, baseLogId: null });
  });
  afterAll(() => t.close());

  it("declares every column the designer made: types, nullability, defaults, indexes and key", async () => {
    const collection = collectionOfDesign(design);
    expect(driftOf(collection, await catalogueOf(db, collection.table))).toEqual([]);
  });

  it("disagrees with the table when the design is changed without generating it", async () => {
    const changed = tableDesign.parse({
      ...everyType,
      fields: everyType.fields.map((f) => (f.name === "name" ? { ...f, length: 90, index: "none" } : f)),
    });
    const collection = collectionOfDesign(changed);
    expect(driftOf(collection, await catalogueOf(db, collection.table))).toEqual([
      "designed.every_type.name: type character varying(80), declared character varying(90)",
      "designed.every_type: index unique (name) not declared",
    ]);
  });

  it("writes rows through the collection engine: lists as JSON, rich text cleaned, none as NULL, a new row on top", async () => {
    const table = "every_type";
    const added = (await admin.designed.add({
      table,
      row: {
        name: "O'Brien",
        body: '<p onclick="x()">hi</p><script>alert(1)</script>',
        tags: "a,b",
        photos: ["/storage/a.png"],
        specs: [{ key: "重量", value: "2kg" }],
        files: null,
        launch_time: "",
      },
    })) as { id: number };
    const stored = await sql<Record<string, unknown>>`
      select name, body, tags, photos, specs, weigh, files is null as files_null,
        launch_time is null as launch_null, stock, create_time > 0 as stamped
      from designed.every_type where id = ${added.id}`.execute(db);
    expect(stored.rows[0]).toEqual({
      name: "O'Brien",
      body: "<p>hi</p>",
      tags: ["a", "b"],
      photos: ["/storage/a.png"],
      specs: [{ key: "重量", value: "2kg" }],
      weigh: added.id,
      files_null: true,
      launch_null: true,
      stock: -5,
      stamped: true,
    });

    // An edit changes what it sends and nothing else.
    await admin.designed.edit({ table, id: added.id, row: { stock: 7 } });
    const edited = await sql<{ name: string; stock: number; tags: string[] }>`
      select name, stock, tags from designed.every_type where id = ${added.id}`.execute(db);
    expect(edited.rows[0]).toEqual({ name: "O'Brien", stock: 7, tags: ["a", "b"] });

    // A value the design refuses writes nothing.
    await expect(admin.designed.add({ table, row: { name: "x", tags: ["c"] } })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const count = await sql<{ n: number }>`select count(*)::int as n from designed.every_type`.execute(db);
    expect(count.rows[0]?.n).toBe(1);
  });
});
