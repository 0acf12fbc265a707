import { describe, expect, it } from "vitest";
import { rowInputSchema } from "./row-schema.ts";
import { product, productDraft } from "./test-designs.ts";

describe("the row input of a designed table", () => {
  const add = rowInputSchema(product(), "add");
  const edit = rowInputSchema(product(), "edit");

  it("fills missing fields with their defaults and keeps only form fields", () => {
    expect(add.parse({ name: "芯片", id: 99, create_time: 1, secret: "x" })).toEqual({
      name: "芯片",
      stock: 0,
      on_sale: 1,
      grade: "a",
      launch_time: null,
    });
  });

  it("names a required field left empty as required (the form shows the key's text)", () => {
    const refused = add.safeParse({ name: "  " });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["name", "required"]]);
  });

  it("reads form and query-string spellings: digits, switches, empty entries", () => {
    expect(add.parse({ name: "a", stock: "12", on_sale: false, launch_time: "" })).toMatchObject({
      stock: 12,
      on_sale: 0,
      launch_time: null,
    });
    expect(edit.parse({ stock: "7" })).toEqual({ stock: 7 });
  });

  it("refuses what the design does not allow", () => {
    expect(add.safeParse({ name: "" }).success).toBe(false);
    expect(add.safeParse({}).success).toBe(false);
    expect(add.safeParse({ name: "x".repeat(101) }).success).toBe(false);
    expect(add.safeParse({ name: "a", grade: "z" }).success).toBe(false);
    expect(add.safeParse({ name: "a", stock: 1.5 }).success).toBe(false);
    expect(add.safeParse({ name: "a", stock: "1e3" }).success).toBe(false);
    expect(add.safeParse({ name: "a", on_sale: 2 }).success).toBe(false);
    expect(add.safeParse({ name: "a", launch_time: -1 }).success).toBe(false);
  });

  it("checks lists, dates, decimals and colours", () => {
    const design = product({
      fields: [
        ...productDraft.fields,
        {
          key: "k6",
          name: "tags",
          type: "checkbox",
          title: "标签",
          options: [
            { value: "new", label: "新品" },
            { value: "hot", label: "热卖" },
          ],
        },
        { key: "k7", name: "price", type: "float", title: "价格", precision: 6, scale: 2 },
        { key: "k8", name: "born", type: "date", title: "日期", nullable: true },
        { key: "k9", name: "tint", type: "color", title: "颜色" },
      ],
    });
    const schema = rowInputSchema(design, "edit");
    expect(schema.parse({ tags: "new,hot", price: "12.5", born: "2024-02-29", tint: "#aabbcc" })).toEqual({
      tags: ["new", "hot"],
      price: 12.5,
      born: "2024-02-29",
      tint: "#aabbcc",
    });
    expect(schema.safeParse({ tags: ["new", "new"] }).success).toBe(false);
    expect(schema.safeParse({ tags: ["old"] }).success).toBe(false);
    expect(schema.safeParse({ price: 10000 }).success).toBe(false);
    expect(schema.safeParse({ born: "2023-02-29" }).success).toBe(false);
    expect(schema.safeParse({ tint: "red" }).success).toBe(false);
  });
});
