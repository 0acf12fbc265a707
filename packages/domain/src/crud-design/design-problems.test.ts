import { describe, expect, it } from "vitest";
import { designProblems } from "./design-problems.ts";
import { type TableDesign, tableDesign } from "./design-schema.ts";
import { product, productDraft } from "./test-designs.ts";

const keysOf = (design: TableDesign, before: TableDesign | null = null, productTables = new Set<string>()) =>
  designProblems(design, { before, productTables }).map((p) => `${p.key}@${p.path}`);

const withField = (i: number, patch: object) =>
  product({ fields: productDraft.fields.map((f, j) => (j === i ? { ...f, ...patch } : f)) });

describe("design problems", () => {
  it("accepts a sound design", () => {
    expect(keysOf(product())).toEqual([]);
  });

  it("refuses names outside the allow-pattern, reserved names and the product's own tables", () => {
    expect(keysOf(product({ name: "Product" }))).toEqual(["crudTableNameInvalid@name"]);
    expect(keysOf(product({ name: "a__b" }))).toEqual(["crudTableNameInvalid@name"]);
    expect(keysOf(product({ name: "pg_stats" }))).toEqual(["crudTableNameInvalid@name"]);
    expect(keysOf(product({ name: `t${"x".repeat(40)}` }))).toEqual(["crudTableNameInvalid@name"]);
    expect(keysOf(product({ name: "x; drop table admin" }))).toEqual(["crudTableNameInvalid@name"]);
    expect(keysOf(product({ name: "admin" }), null, new Set(["admin"]))).toEqual(["crudTableReserved@name"]);
    expect(keysOf(withField(0, { name: "id" }))).toContain("crudFieldNameReserved@fields.0.name");
    expect(keysOf(withField(0, { name: "xmin" }))).toContain("crudFieldNameReserved@fields.0.name");
    expect(keysOf(withField(0, { name: "na me" }))).toContain("crudFieldNameInvalid@fields.0.name");
    expect(keysOf(withField(1, { name: "name" }))).toEqual(["crudFieldNameTaken@fields.1.name"]);
  });

  it("checks lengths, options, defaults and indexes against the field's type", () => {
    expect(keysOf(withField(0, { length: 5000 }))).toEqual(["crudLengthInvalid@fields.0.length"]);
    expect(keysOf(withField(3, { options: [] }))).toEqual(["crudOptionsRequired@fields.3.options"]);
    expect(keysOf(withField(3, { options: [{ value: "a,b", label: "x" }] }))).toEqual([
      "crudOptionInvalid@fields.3.options",
    ]);
    expect(keysOf(withField(3, { default: "c" }))).toEqual(["crudDefaultInvalid@fields.3.default"]);
    expect(keysOf(withField(3, { default: "b" }))).toEqual([]);
    expect(keysOf(withField(1, { default: "12" }))).toEqual(["crudDefaultInvalid@fields.1.default"]);
    expect(keysOf(withField(1, { default: 2 ** 31 }))).toEqual(["crudDefaultInvalid@fields.1.default"]);
    expect(keysOf(withField(1, { default: 1.5 }))).toEqual(["crudDefaultInvalid@fields.1.default"]);
    expect(keysOf(withField(2, { default: 2 }))).toEqual(["crudDefaultInvalid@fields.2.default"]);
    expect(keysOf(withField(0, { default: "x".repeat(101) }))).toEqual([
      "crudDefaultInvalid@fields.0.default",
    ]);
    expect(keysOf(withField(0, { default: null }))).toEqual(["crudDefaultInvalid@fields.0.default"]);
    expect(keysOf(withField(4, { nullable: false }))).toEqual(["crudDefaultRequired@fields.4.default"]);
    expect(keysOf(withField(4, { type: "date", nullable: false, default: "2024-02-30" }))).toEqual([
      "crudDefaultInvalid@fields.4.default",
    ]);
    expect(keysOf(withField(4, { type: "date", nullable: false, default: "2024-02-29" }))).toEqual([]);
    expect(keysOf(withField(0, { type: "editor", index: "index" }))).toEqual([
      "crudIndexNotAllowed@fields.0.index",
    ]);
    expect(keysOf(withField(0, { type: "images", column: { filter: "eq" } }))).toEqual([
      "crudFilterNotAllowed@fields.0.column.filter",
    ]);
    expect(keysOf(withField(0, { type: "float", precision: 5, scale: 6 }))).toEqual([
      "crudPrecisionInvalid@fields.0.precision",
    ]);
  });

  it("keeps weigh for drag sort and checks the quick search and order fields", () => {
    expect(keysOf(withField(1, { name: "weigh" }))).toEqual(["crudWeighName@fields.1.name"]);
    expect(keysOf(withField(1, { type: "weigh" }))).toEqual(["crudWeighName@fields.1.name"]);
    expect(keysOf(withField(1, { name: "weigh", type: "weigh" }))).toEqual([]);
    expect(keysOf(product({ quickSearch: ["nope"] }))).toEqual(["crudQuickSearchUnknown@quickSearch.0"]);
    expect(keysOf(product({ order: { field: "create_time", dir: "asc" } }))).toEqual([]);
    expect(keysOf(product({ timestamps: false, order: { field: "create_time", dir: "asc" } }))).toEqual([
      "crudOrderUnknown@order.field",
    ]);
  });

  it("refuses storage changes the database cannot make in place, renames onto a kept field and a new table name", () => {
    const before = product();
    expect(keysOf(withField(0, { type: "number" }), before)).toEqual(["crudTypeChangeRefused@fields.0.type"]);
    expect(keysOf(withField(0, { type: "textarea" }), before)).toEqual([]);
    expect(keysOf(withField(1, { type: "float" }), before)).toEqual([]);
    expect(keysOf(withField(1, { bigint: true }), before)).toEqual([]);
    expect(keysOf(withField(0, { name: "stock" }), before)).toContain("crudRenameClash@fields.0.name");
    expect(keysOf(product({ name: "demo_product2" }), before)).toEqual(["crudTableRenameRefused@name"]);
  });

  it("parses a design's shape with zod and leaves the rules to the problems", () => {
    expect(tableDesign.safeParse({ ...productDraft, fields: [{ key: "K!", name: "x" }] }).success).toBe(
      false,
    );
  });
});
