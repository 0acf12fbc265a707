import { describe, expect, it } from "vitest";
import { type DdlOp, inverseOf, planAlter, planArchive, planCreate } from "./plan.ts";
import { product, productDraft } from "./test-designs.ts";

const summary = (ops: DdlOp[]) =>
  ops.map((o) => {
    switch (o.op) {
      case "createTable":
        return `create ${o.columns.map((c) => `${c.name}:${c.sqlType}`).join(",")}`;
      case "addColumn":
        return `add ${o.column.name}:${o.column.sqlType}`;
      case "archiveColumn":
      case "restoreColumn":
        return `${o.op} ${o.column}->${o.archive}`;
      case "renameColumn":
        return `rename ${o.from}->${o.to}`;
      case "alterColumn":
        return `alter ${o.column} ${o.from.sqlType}->${o.to.sqlType}`;
      case "createIndex":
      case "dropIndex":
        return `${o.op} ${o.name}(${o.column})`;
      case "commentTable":
        return `comment table ${o.to}`;
      case "commentColumn":
        return `comment ${o.column} ${o.to}`;
      default:
        return `${o.op} ${o.schema}`;
    }
  });

describe("migration plans", () => {
  it("creates a table with every column and index, undone by archiving it", () => {
    const plan = planCreate(product(), "designed_archive_7");
    expect(summary(plan.up)).toEqual([
      "create name:varchar(100),stock:integer,on_sale:smallint,grade:varchar(50),launch_time:bigint,create_time:bigint,update_time:bigint",
      "createIndex demo_product_k2_idx(stock)",
    ]);
    expect(summary(plan.down)).toEqual(["archiveTable designed_archive_7"]);
    expect(summary(planArchive("designed_archive_7").down)).toEqual(["restoreTable designed_archive_7"]);
  });

  it("gives new columns their default or the type's empty value", () => {
    const [create] = planCreate(product(), "a").up;
    if (create?.op !== "createTable") throw new Error("expected a create");
    const byName = Object.fromEntries(create.columns.map((c) => [c.name, c]));
    expect(byName.on_sale?.default).toEqual({ kind: "value", value: 1 });
    expect(byName.grade?.default).toEqual({ kind: "value", value: "a" });
    expect(byName.launch_time?.default).toEqual({ kind: "value", value: null });
    expect(byName.create_time?.default).toEqual({ kind: "now" });
  });

  it("adds, renames, alters and archives by field key, and undoes each in reverse order", () => {
    const before = product();
    const fields = productDraft.fields
      .slice(0, 4)
      .map((f) =>
        f.key === "k1"
          ? { ...f, name: "title", length: 200 }
          : f.key === "k2"
            ? { ...f, index: "unique" as const }
            : f,
      );
    const after = product({
      fields: [...fields, { key: "k9", name: "memo", type: "textarea", title: "备注" }],
    });
    const plan = planAlter(before, after, 12);
    expect(summary(plan.up)).toEqual([
      "archiveColumn launch_time->launch_time__m12",
      "rename name->title",
      "alter title varchar(100)->varchar(200)",
      "dropIndex demo_product_k2_idx(stock)",
      "createIndex demo_product_k2_idx(stock)",
      "add memo:text",
    ]);
    expect(summary(plan.down)).toEqual([
      "archiveColumn memo->memo__m12",
      "dropIndex demo_product_k2_idx(stock)",
      "createIndex demo_product_k2_idx(stock)",
      "alter title varchar(200)->varchar(100)",
      "rename title->name",
      "restoreColumn launch_time->launch_time__m12",
    ]);
  });

  it("plans nothing for a design that only changes labels and widgets", () => {
    const before = product();
    const after = product({
      titleEn: "Products",
      fields: productDraft.fields.map((f) => ({ ...f, titleEn: "x", column: { sortable: true } })),
    });
    expect(planAlter(before, after, 3)).toEqual({ up: [], down: [] });
  });

  it("archives and re-adds the timestamps when they are switched off and on", () => {
    expect(summary(planAlter(product(), product({ timestamps: false }), 4).up)).toEqual([
      "archiveColumn create_time->create_time__m4",
      "archiveColumn update_time->update_time__m4",
    ]);
    expect(summary(planAlter(product({ timestamps: false }), product(), 5).up)).toEqual([
      "add create_time:bigint",
      "add update_time:bigint",
    ]);
  });

  it("inverts every op but the ones undone by archiving", () => {
    const op: DdlOp = { op: "renameColumn", from: "a", to: "b" };
    expect(inverseOf(inverseOf(op))).toEqual(op);
    expect(() => inverseOf({ op: "createTable", columns: [], comment: "" })).toThrow();
  });
});
