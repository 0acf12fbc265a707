import { describe, expect, it } from "vitest";
import { cleanPastedHtml } from "./paste-html.ts";

/** A Word paragraph of a list, as Word puts it on the clipboard. */
const wordItem = (list: number, level: number, marker: string, text: string) =>
  `<p class="MsoListParagraphCxSpMiddle" style="margin-left:${18 * level}pt;text-indent:-18pt;mso-list:l${list} level${level} lfo1"><!--[if !supportLists]--><span style="font-family:Symbol"><span style="mso-list:Ignore">${marker}<span style="font:7.0pt &quot;Times New Roman&quot;">&nbsp;&nbsp;&nbsp; </span></span></span><!--[endif]--><span lang="ZH-CN">${text}</span><o:p></o:p></p>`;

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html").body;

describe("cleanPastedHtml", () => {
  it("turns Word's list paragraphs into nested lists without their typed markers", () => {
    const html = [
      "<h1>年度总结</h1>",
      wordItem(0, 1, "·", "研发投入"),
      wordItem(0, 2, "o", "芯片设计"),
      wordItem(0, 2, "o", "封装测试"),
      wordItem(0, 1, "·", "市场拓展"),
      "<p class=MsoNormal>正文段落<o:p></o:p></p>",
      wordItem(1, 1, "1.", "第一步"),
      wordItem(1, 1, "2.", "第二步"),
    ].join("");
    const body = parse(cleanPastedHtml(html).html);
    expect(body.querySelector("h1")?.textContent).toBe("年度总结");
    const bullets = body.querySelector("ul");
    expect(bullets?.parentElement).toBe(body);
    const topItems = bullets ? Array.from(bullets.children) : [];
    expect(topItems.map((li) => li.firstChild?.textContent)).toEqual(["研发投入", "市场拓展"]);
    const nested = topItems[0]?.querySelector("ul");
    expect(Array.from(nested?.children ?? []).map((li) => li.textContent)).toEqual(["芯片设计", "封装测试"]);
    const numbered = body.querySelector("ol");
    expect(Array.from(numbered?.children ?? []).map((li) => li.textContent)).toEqual(["第一步", "第二步"]);
    expect(body.textContent).not.toContain("·");
    expect(body.innerHTML).not.toMatch(/o:p|supportLists/i);
    // The paragraph between the lists stays a paragraph, in its place.
    expect(Array.from(body.children).map((e) => e.tagName)).toEqual(["H1", "UL", "P", "OL"]);
  });

  it("keeps Word's tables and headings as they are", () => {
    const html =
      '<h2 style="mso-outline-level:2">产品参数</h2><table class=MsoTableGrid border=1><tr><td><p class=MsoNormal>型号</p></td><td><p class=MsoNormal>CX-200</p></td></tr></table>';
    const body = parse(cleanPastedHtml(html).html);
    expect(body.querySelector("h2")?.textContent).toBe("产品参数");
    expect(Array.from(body.querySelectorAll("td")).map((td) => td.textContent)).toEqual(["型号", "CX-200"]);
  });

  it("gives WeChat's lazy pictures their real address", () => {
    const html =
      '<section><p><img class="rich_pages wxw-img" data-src="https://mmbiz.qpic.cn/mmbiz_jpg/abc/640?wx_fmt=jpeg" src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E"></p><p><img data-src="https://mmbiz.qpic.cn/x.png" src="https://mmbiz.qpic.cn/x.png?loaded"></p></section>';
    const body = parse(cleanPastedHtml(html).html);
    expect(Array.from(body.querySelectorAll("img")).map((img) => img.getAttribute("src"))).toEqual([
      "https://mmbiz.qpic.cn/mmbiz_jpg/abc/640?wx_fmt=jpeg",
      "https://mmbiz.qpic.cn/x.png?loaded",
    ]);
  });

  it("drops pictures that only the writer's computer can read, and counts them", () => {
    const pasted = cleanPastedHtml(
      '<p>图一<img src="file:///C:/Users/a/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png"></p><p><img src="/storage/20261125/a.png"></p>',
    );
    expect(pasted.unreadableImages).toBe(1);
    expect(Array.from(parse(pasted.html).querySelectorAll("img")).map((i) => i.getAttribute("src"))).toEqual([
      "/storage/20261125/a.png",
    ]);
  });
});
