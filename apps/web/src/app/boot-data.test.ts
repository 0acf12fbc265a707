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

  it("reads only the server's script in <head>, never an element of the page holding the id", () => {
    const planted = {
      common: { menuArr: [{ title: "登录领奖" }], linkArr: [] },
      site: { siteName: "Evil" },
      openMemberCenter: true,
    };
    // Under the dev server there is no script: a paragraph of content with the id would be the first.
    const content = document.implementation.createHTMLDocument("t");
    content.body.innerHTML = `<p id="boot-data">${JSON.stringify(planted)}</p>`;
    expect(readBootData(content)).toBeUndefined();
    const data = { common: { menuArr: [], linkArr: [] }, site: { siteName: "Corp" }, openMemberCenter: true };
    const shell = page(JSON.stringify(data));
    const first = shell.createElement("div");
    first.id = "boot-data";
    first.textContent = JSON.stringify(planted);
    shell.head.prepend(first);
    expect(readBootData(shell)).toEqual(data);
  });

  it("ignores a missing, broken or foreign script", () => {
    expect(readBootData(document.implementation.createHTMLDocument("t"))).toBeUndefined();
    expect(readBootData(page("{oops"))).toBeUndefined();
    expect(readBootData(page('{"site":1}'))).toBeUndefined();
  });
});
