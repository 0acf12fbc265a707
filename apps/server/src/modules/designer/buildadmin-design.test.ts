import { tableDesign } from "@corp/domain/crud-design/design-schema";
import { product } from "@corp/domain/crud-design/test-designs";
import { describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import { baGenerateInput, designFromBuildAdmin, designToBuildAdmin } from "./buildadmin-design.ts";
import { parseDictionary } from "./buildadmin-fields.ts";

/** A design as BuildAdmin's view posts it back after `logStart`, unchanged. */
const roundTrip = (design = product()) => {
  const { table, fields } = designToBuildAdmin(design, { empty: false, designLogId: 1 });
  return tableDesign.parse(
    designFromBuildAdmin(baGenerateInput.parse({ type: "log", table, fields }), design),
  );
};

const keyOf = (error: unknown) => (error instanceof AppError ? error.key : error);

const generateWith = (fields: object[]) =>
  baGenerateInput.parse({
    type: "create",
    table: { name: "t", comment: "T表", formFields: ["a"], columnFields: ["a"] },
    fields: [{ name: "id", designType: "pk", primaryKey: true, autoIncrement: true }, ...fields],
  });

describe("BuildAdmin's designer JSON and ours", () => {
  it("comes back as it was sent: keys, titles, options, defaults and what its view cannot show", () => {
    const design = product({
      titleEn: "Products",
      icon: "fa fa-cube",
      order: { field: "stock", dir: "asc" },
    });
    expect(roundTrip(design)).toEqual(design);
  });

  it("reads its comment as BuildAdmin does: the title before the colon, the options after it", () => {
    expect(parseDictionary("状态：0=禁用，1=启用")).toEqual({
      title: "状态",
      pairs: [
        ["0", "禁用"],
        ["1", "启用"],
      ],
    });
    expect(parseDictionary("备注")).toEqual({ title: "备注", pairs: [] });
  });

  it("maps its multiple and storage-only types onto ours", () => {
    const draft = designFromBuildAdmin(
      generateWith([
        { name: "a", designType: "select", comment: "类型:x=甲,y=乙", form: { "select-multi": true } },
        { name: "b", designType: "array", defaultType: "EMPTY STRING" },
        { name: "c", designType: "image", form: { "image-multi": "1" } },
        { name: "d", designType: "icon", type: "varchar", length: 500 },
        { name: "e", designType: "number", type: "bigint" },
        { name: "f", designType: "number", dataType: "decimal(8,3)" },
      ]),
      null,
    );
    expect(draft.title).toBe("T管理");
    expect(draft.timestamps).toBe(false);
    expect(draft.quickSearch).toEqual(["id"]);
    expect(draft.fields.map((f) => [f.name, f.type])).toEqual([
      ["a", "checkbox"],
      ["b", "keyValue"],
      ["c", "images"],
      ["d", "icon"],
      ["e", "number"],
      ["f", "float"],
    ]);
    expect(draft.fields[0]).toMatchObject({
      title: "类型",
      options: [
        { value: "x", label: "甲" },
        { value: "y", label: "乙" },
      ],
    });
    expect(draft.fields[1]?.default).toEqual([]);
    // Room for an icon name: its length is kept within what the type allows.
    expect(draft.fields[3]?.length).toBe(100);
    expect(draft.fields[4]?.bigint).toBe(true);
    expect(draft.fields[5]).toMatchObject({ precision: 8, scale: 3 });
  });

  it("refuses what has no counterpart here, naming it", () => {
    const refusal = (fields: object[]) => {
      try {
        designFromBuildAdmin(generateWith(fields), null);
      } catch (error) {
        return keyOf(error);
      }
      return "accepted";
    };
    expect(refusal([{ name: "a", designType: "remoteSelect" }])).toBe("crudBaTypeUnmapped");
    expect(refusal([{ name: "a", designType: "time" }])).toBe("crudBaTypeUnmapped");
    expect(refusal([{ name: "a", designType: "string", form: { validator: ["mobile"] } }])).toBe(
      "crudBaValidatorUnmapped",
    );
    expect(refusal([{ name: "a", designType: "number", form: { validator: ["number", "required"] } }])).toBe(
      "accepted",
    );
    expect(refusal([{ name: "uid", designType: "pk", primaryKey: true }])).toBe("crudBaPrimaryKey");
    expect(refusal([{ name: "a", designType: "number", autoIncrement: true }])).toBe("crudBaPrimaryKey");
    expect(refusal([{ name: "update_time", designType: "timestamp" }])).toBe("crudBaTimestamps");
  });
});
