import { describe, expect, it } from "vitest";
import { htmlToText } from "./search-terms-html.ts";

describe("htmlToText", () => {
  it("removes tags, keeping inline markup from splitting words and blocks apart", () => {
    expect(htmlToText("<h3>标题</h3><p>企<strong>业文</strong>化</p>")).toBe("标题 企业文化");
  });

  it("drops scripts, styles and comments and decodes entities", () => {
    expect(
      htmlToText("<style>p{}</style><script>x()</script><!-- c -->A&amp;B &lt;tag&gt;&#33;&#x4e2d;&nbsp;"),
    ).toBe("A&B <tag>!中");
  });
});
