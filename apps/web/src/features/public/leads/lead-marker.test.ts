import { describe, expect, it } from "vitest";
import { splitAtLeadForm } from "./lead-marker.ts";

describe("splitAtLeadForm", () => {
  it("leaves a text without the marker whole", () => {
    expect(splitAtLeadForm("<p>About us</p>")).toEqual(["<p>About us</p>"]);
  });

  it("cuts the text at each top-level paragraph holding only the marker", () => {
    expect(
      splitAtLeadForm('<h2>Write to us</h2><p style="text-align: center"> [lead-form] </p><p>Thanks</p>'),
    ).toEqual(["<h2>Write to us</h2>", "<p>Thanks</p>"]);
    expect(splitAtLeadForm("<p>[LEAD-FORM]</p>")).toEqual(["", ""]);
  });

  it("keeps a marker inside another element, or among other words, as text", () => {
    const nested = '<table><tbody><tr><td><p>[lead-form]</p></td></tr></tbody></table><p title="a>b">x</p>';
    expect(splitAtLeadForm(nested)).toEqual([nested]);
    expect(splitAtLeadForm("<p>Use [lead-form] here</p>")).toEqual(["<p>Use [lead-form] here</p>"]);
  });

  it("counts void elements and quoted attributes right when it looks for the top level", () => {
    expect(splitAtLeadForm('<p><img src="/a.png" alt="1 > 0"><br></p><p>[lead-form]</p>')).toEqual([
      '<p><img src="/a.png" alt="1 > 0"><br></p>',
      "",
    ]);
  });
});
