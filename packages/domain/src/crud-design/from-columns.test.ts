import { describe, expect, it } from "vitest";
import { designProblems } from "./design-problems.ts";
import { tableDesign } from "./design-schema.ts";
import { type CatalogueColumn, designFromColumns, literalDefault } from "./from-columns.ts";

const column = (name: string, type: string, extra: Partial<CatalogueColumn> = {}): CatalogueColumn => ({
  name,
  type,
  length: null,
  precision: null,
  scale: null,
  nullable: false,
  default: null,
  comment: "",
  primaryKey: false,
  ...extra,
});

describe("a design drafted from a table's columns", () => {
  const draft = designFromColumns("friend_link", "友情链接", [
    column("id", "int4", { primaryKey: true, default: "nextval('friend_link_id_seq'::regclass)" }),
    column("title", "varchar", { length: 50, comment: "标题", default: "''::character varying" }),
    column("logo", "varchar", { length: 255 }),
    column("weigh", "int4", { default: "0" }),
    column("price", "numeric", { precision: 12, scale: 2 }),
    column("content", "text"),
    column("tags", "jsonb"),
    column("publish_time", "int8", { nullable: true }),
    column("create_time", "int8"),
    column("update_time", "int8"),
  ]);

  it("maps storages and names to field types and keeps lengths, comments and plain defaults", () => {
    expect(draft.name).toBe("friend_link_copy");
    expect(draft.timestamps).toBe(true);
    expect(draft.fields.map((f) => `${f.name}:${f.type}`)).toEqual([
      "title:string",
      "logo:image",
      "weigh:weigh",
      "price:float",
      "content:editor",
      "tags:keyValue",
      "publish_time:datetime",
    ]);
    expect(draft.fields[0]).toMatchObject({ title: "标题", length: 50, default: "" });
    expect(draft.fields[2]).toMatchObject({ default: 0 });
    expect(draft.fields[3]).toMatchObject({ precision: 12, scale: 2 });
  });

  it("is a design the designer accepts as it is", () => {
    expect(designProblems(tableDesign.parse(draft), { before: null })).toEqual([]);
  });

  it("reads literal defaults only", () => {
    expect(literalDefault("'it''s'::text")).toBe("it's");
    expect(literalDefault("-3.5")).toBe(-3.5);
    expect(literalDefault("now()")).toBeUndefined();
    expect(literalDefault(null)).toBeUndefined();
  });
});
