import { describe, expect, it } from "vitest";
import { readBootData } from "./boot-data.ts";

function page(json: string): Document {
  const doc = document.implementation.createHTMLDocument("t");
  const script = doc.createElement("script");
  script.id = "boot-data";
  script.type = "application/json";
  script.textContent = json;
  doc.head.append(script);
  return doc;
}

describe("readBootData", () => {
  it("reads the data the server embeds", () => {
    const data = { common: { menuArr: [], linkArr: [] }, site: { siteName: "Corp" }, openMemberCenter: true };
    expect(readBootData(page(JSON.stringify(data)))).toEqual(data);
  });

  it("ignores a missing, broken or foreign script", () => {
    expect(readBootData(document.implementation.createHTMLDocument("t"))).toBeUndefined();
    expect(readBootData(page("{oops"))).toBeUndefined();
    expect(readBootData(page('{"site":1}'))).toBeUndefined();
  });
});
