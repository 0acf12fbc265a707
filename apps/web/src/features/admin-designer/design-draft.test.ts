import { describe, expect, it } from "vitest";
import {
  defaultText,
  moveField,
  newField,
  optionsText,
  parseDefault,
  parseOptions,
  retype,
} from "./design-draft.ts";

describe("design drafts", () => {
  it("gives a new field its type's length, filter and options", () => {
    const field = newField("radio");
    expect(field.length).toBe(50);
    expect(field.column.filter).toBe("eq");
    expect(field.options.map((o) => o.value)).toEqual(["a", "b"]);
    expect(newField("number").column.filter).toBe("RANGE");
    expect(newField("datetime").nullable).toBe(true);
    expect(newField("string").nullable).toBe(false);
  });

  it("reads defaults by the field's storage", () => {
    expect(parseDefault(newField("number"), "12")).toBe(12);
    expect(parseDefault(newField("number"), "")).toBeUndefined();
    expect(parseDefault(newField("checkbox"), "a, b")).toEqual(["a", "b"]);
    expect(parseDefault(newField("string"), " x ")).toBe(" x ");
    expect(defaultText({ ...newField("checkbox"), default: ["a", "b"] })).toBe("a,b");
  });

  it("reads options one a line", () => {
    const options = parseOptions("a=First\n\nb\n");
    expect(options).toEqual([
      { value: "a", label: "First" },
      { value: "b", label: "b" },
    ]);
    expect(optionsText(options)).toBe("a=First\nb");
  });

  it("drops a default that does not suit a new type, keeps one that does", () => {
    const text = { ...newField("string"), name: "code", default: "x" };
    expect(retype(text, "number").default).toBeUndefined();
    expect(retype(text, "city").default).toBe("x");
    expect(retype(text, "number").name).toBe("code");
  });

  it("moves fields within bounds", () => {
    const [a, b] = [newField("string"), newField("number")];
    expect(moveField([a, b], 0, 1)).toEqual([b, a]);
    expect(moveField([a, b], 0, -1)).toEqual([a, b]);
  });
});
