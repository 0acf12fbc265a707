import { describe, expect, it } from "vitest";
import { readSharedIslandData, SHARED_DATA_ID } from "./island-data.ts";

const MENUS = [{ title: "新闻中心", path: "/list?cid=1" }];
const PLANTED = [{ title: "登录领奖", path: "https://evil.example/login" }];

/** A public page as rendered: the layout with an article body, then the page's shared script. */
function page(body: string): Document {
  const doc = document.implementation.createHTMLDocument("t");
  doc.body.innerHTML = `<div class="layout"><main><div class="rich-html">${body}</div></main></div><script type="application/json" id="${SHARED_DATA_ID}">${JSON.stringify({ menus: MENUS })}</script>`;
  return doc;
}

describe("readSharedIslandData", () => {
  it("reads the page's own script, not an element of the article holding the same id", () => {
    const planted = JSON.stringify({ menus: PLANTED });
    for (const element of ["p", "div", "span", "pre", "code"]) {
      const doc = page(`<${element} id="${SHARED_DATA_ID}">${planted}</${element}>`);
      // The attack: the planted element is the first with the id.
      expect(doc.getElementById(SHARED_DATA_ID)?.tagName.toLowerCase()).toBe(element);
      expect(readSharedIslandData(doc)).toEqual({ menus: MENUS });
    }
  });

  it("answers no values for a page without the script or with broken JSON", () => {
    const empty = document.implementation.createHTMLDocument("t");
    empty.body.innerHTML = `<p id="${SHARED_DATA_ID}">${JSON.stringify({ menus: PLANTED })}</p>`;
    expect(readSharedIslandData(empty)).toEqual({});
    const broken = page("");
    const script = broken.querySelector("script");
    if (script) script.textContent = "{oops";
    expect(readSharedIslandData(broken)).toEqual({});
  });
});
