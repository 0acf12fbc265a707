import { describe, expect, it } from "vitest";
import { choicesOf, configField, formValueOf } from "./config-field.ts";

describe("config items as form fields", () => {
  it("maps item types to field types and content to options", () => {
    expect(configField({ name: "a", title: "A", type: "array", tip: "", content: null }).type).toBe(
      "keyValue",
    );
    expect(
      configField({ name: "b", title: "B", type: "selects", tip: "t", content: { x: "X" } }),
    ).toMatchObject({
      type: "checkbox",
      options: [{ value: "x", label: "X" }],
      help: "t",
    });
    expect(choicesOf(["x"])).toEqual([]);
  });

  it("edits the site's time zone as a search among the server's zones", () => {
    const item = { name: "time_zone", title: "时区", type: "string", tip: "" };
    expect(configField(item, ["Asia/Shanghai", "Asia/Tokyo", "UTC"])).toMatchObject({
      type: "searchSelect",
      options: [
        { value: "Asia/Shanghai", label: "Asia/Shanghai" },
        { value: "Asia/Tokyo", label: "Asia/Tokyo" },
        { value: "UTC", label: "UTC" },
      ],
    });
    // Without the list (an older server), the plain text it was.
    expect(configField(item).type).toBe("string");
  });

  it("gives each field a value of the shape it edits", () => {
    expect(formValueOf({ type: "switch", value: "1" })).toBe(true);
    expect(formValueOf({ type: "images", value: null })).toEqual([]);
    expect(formValueOf({ type: "number", value: "12" })).toBe(12);
    expect(formValueOf({ type: "string", value: null })).toBe("");
  });
});
