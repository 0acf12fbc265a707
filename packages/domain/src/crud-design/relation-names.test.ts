import { describe, expect, it } from "vitest";
import { planAlter, planCreate } from "./plan.ts";
import { newRelationNames, relationNamesOf } from "./relation-names.ts";
import { product } from "./test-designs.ts";

describe("the relation names a design adds to the designed schema", () => {
  it("names the table and every index the creation's DDL builds", () => {
    const design = product();
    const indexes = planCreate(design, "designed_archive_1").up.flatMap((op) =>
      op.op === "createIndex" ? [op.name] : [],
    );
    expect(relationNamesOf(design)).toEqual(["demo_product", ...indexes]);
    expect(newRelationNames(design, null)).toEqual(["demo_product", "demo_product_k2_idx"]);
  });

  it("adds only the indexes a change creates, keeping those of renamed or re-indexed fields", () => {
    const before = product();
    const after = product({
      fields: [
        ...before.fields.map((f) =>
          f.key === "k2" ? { ...f, name: "stock_count", index: "unique" as const } : f,
        ),
        { key: "k9", name: "code", type: "string", title: "Code", index: "index" },
      ],
    });
    const created = planAlter(before, after, 7).up.flatMap((op) =>
      op.op === "createIndex" ? [op.name] : [],
    );
    expect(created).toContain("demo_product_k9_idx");
    expect(newRelationNames(after, before)).toEqual(["demo_product_k9_idx"]);
  });
});
