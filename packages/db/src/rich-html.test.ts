import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { sanitizeRichHtml } from "./rich-html.ts";

/** Attacks from the usual cheat sheets: each must come out with nothing that runs. */
const ATTACKS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<img src=x onerror=alert(1)>",
  "<img src=x ONERROR=alert(1)>",
  '<img src="x" onerror="alert(1)"//>',
  "<img src=x:alert(alt) onerror=eval(src) alt=0>",
  "<body onload=alert(1)>",
  '<div onmouseover="alert(1)">hover</div>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href=" \x01javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<video poster="javascript:alert(1)" src="/v.mp4"></video>',
  '<video><source src="javascript:alert(1)" onerror="alert(1)"></video>',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe src="http://player.bilibili.com/player.html"></iframe>',
  '<iframe src="https://player.bilibili.com.evil.example/"></iframe>',
  '<p style="width: expression(alert(1))">x</p>',
  '<p style="background: url(javascript:alert(1))">x</p>',
  '<p style="color: red; behavior: url(x.htc)">x</p>',
  '<p style="color: \\65 xpression(alert(1))">x</p>',
  "<style>*{background:url(javascript:alert(1))}</style>",
  '<link rel="stylesheet" href="//evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus="alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<details open ontoggle="alert(1)">',
  "<marquee onstart=alert(1)>",
  // Mutation XSS classics: markup that changes meaning when parsed a second time.
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
  '<a title="a</a><img src=x onerror=alert(1)>">x</a>',
  "<!--<img src=x onerror=alert(1)>-->",
  "<![CDATA[<img src=x onerror=alert(1)>]]>",
  "<textarea><img src=x onerror=alert(1)></textarea>",
  "<xmp><img src=x onerror=alert(1)></xmp>",
  "<template><img src=x onerror=alert(1)></template>",
  "<img src=`x` onerror=alert(1)>",
  '<div id="cookie" name="getElementById">clobber</div>',
  // Ids the page's own elements carry: the islands' shared data, the shell's start-up data.
  '<p id="island-shared">{"menus":[{"path":"https://evil.example/login"}]}</p>',
  '<p id="boot-data">{"common":{}}</p>',
  '<a name="island-shared">x</a><img name="boot-data" src="/a.png">',
  // Links to another host that look like paths of the site: two slashes or backslashes in any mix.
  '<a href="//evil.example/x">x</a>',
  '<a href="/\\evil.example/x">x</a>',
  '<a href="\\/evil.example/x">x</a>',
  '<a href="\\\\evil.example/x">x</a>',
  '<a href="&#47;&#47;evil.example/x">x</a>',
  '<a href="&#x2F;&#x5C;evil.example/x">x</a>',
  '<a href="&sol;&bsol;evil.example/x">x</a>',
  '<a href="/\t/evil.example/x">x</a>',
  '<a href=" \n//evil.example/x">x</a>',
  '<img src="//evil.example/track.png">',
  '<video poster="//evil.example/p.jpg"><source src="/\\evil.example/v.mp4"></video>',
];

/** Schemes allowed, or a relative URL not starting with two slashes or backslashes (another host). */
const ALLOWED_URL = /^(?:(?:https?|mailto|tel):|(?![/\\]{2})[^:/?#]*(?:[/?#]|$))/i;

/** What would run if the HTML were put in a page: a finding per script, handler, bad URL or bad element. */
function executableParts(html: string): string[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (["script", "style", "svg", "math", "form", "object", "embed", "link", "meta", "base"].includes(tag))
      found.push(`<${tag}>`);
    if (tag === "iframe" && !/^https:\/\/player\.bilibili\.com\//.test(element.getAttribute("src") ?? ""))
      found.push("iframe");
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\p{Cc}\s]/gu, "");
      if (name.startsWith("on") || name === "srcdoc" || name.includes(":")) found.push(`${tag}[${name}]`);
      if (["href", "src", "poster", "action", "formaction"].includes(name) && !ALLOWED_URL.test(value))
        found.push(`${tag}[${name}=${value}]`);
      if (name === "style" && /expression|url\(|\\|behavior/i.test(value)) found.push(`${tag}[style]`);
      // DOM clobbering: a name, or an id outside the rich text's own namespace, can shadow a document
      // property or a global, or stand in for an element the page owns.
      if (name === "name" || (name === "id" && !attribute.value.startsWith("user-content-")))
        found.push(`${tag}[${name}]`);
    }
  }
  return found;
}

describe("sanitizeRichHtml", () => {
  it.each(ATTACKS)("leaves nothing executable of %s", (attack) => {
    const clean = sanitizeRichHtml(attack);
    expect(executableParts(clean)).toEqual([]);
    expect(clean).not.toMatch(/<script/i);
    // Stable: sanitising again changes nothing, so no second parse can turn it into something else.
    expect(sanitizeRichHtml(clean)).toBe(clean);
  });

  it("the checker finds what the attacks hide (it can fail)", () => {
    expect(executableParts('<img src=x onerror="alert(1)">')).toEqual(["img[onerror]"]);
    expect(executableParts('<a href="javascript:alert(1)">x</a>')).toEqual(["a[href=javascript:alert(1)]"]);
    expect(executableParts("<svg></svg>")).toEqual(["<svg>"]);
    expect(executableParts('<p id="island-shared">x</p>')).toEqual(["p[id]"]);
    expect(executableParts('<a href="/\\evil.example">x</a>')).toEqual(["a[href=/\\evil.example]"]);
  });

  it("keeps ordinary formatting: headings, lists, tables, links, images, captions, video", () => {
    const html = [
      '<h2 id="user-content-culture">企业文化</h2>',
      '<p><strong>华辰</strong><em>科技</em><u>下划线</u><s>删除</s>，<a href="https://www.example.com/a?b=1#c">链接</a></p>',
      '<ol start="3"><li>一</li><li>二<ul><li>二点一</li></ul></li></ol>',
      '<table><caption>表一</caption><thead><tr><th scope="col">年份</th></tr></thead><tbody><tr><td colspan="2" rowspan="1">2024</td></tr></tbody></table>',
      '<figure><img src="/storage/2024/a.jpg" alt="厂房" width="640" height="360"><figcaption>新厂房</figcaption></figure>',
      "<blockquote>引用</blockquote><pre><code>code()</code></pre><hr>",
      '<video src="/storage/v.mp4" poster="/storage/p.jpg" controls=""></video>',
      '<p style="text-align: center; color: #333333">居中</p>',
      '<p><a href="mailto:hr@example.com">邮件</a> <a href="tel:400-800-1234">电话</a> <a href="/list?cid=1">新闻</a> <a href="#top">顶部</a></p>',
    ].join("");
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it("keeps audio, folded sections and a quote's source (WordPress's audio, details and quote blocks)", () => {
    const html = [
      '<figure><audio controls="" src="/storage/2024/a.mp3" preload="none"></audio><figcaption>发布会录音</figcaption></figure>',
      '<audio controls=""><source src="/storage/2024/a.ogg" type="audio/ogg"></audio>',
      "<details><summary>保修多久？</summary><p>整机两年。</p></details>",
      '<details open=""><summary>已展开</summary><p>正文</p></details>',
      "<blockquote><p>质量是生命。</p><cite>创始人</cite></blockquote>",
    ].join("");
    expect(sanitizeRichHtml(html)).toBe(html);
    // Their handlers and sources to another host go as anywhere else.
    expect(
      sanitizeRichHtml(
        '<details ontoggle="alert(1)"><summary onclick="x()">s</summary></details><audio src="//evil.example/a.mp3"></audio>',
      ),
    ).toBe("<details><summary>s</summary></details><audio></audio>");
  });

  it("keeps only the layout classes the public pages style (a picture grid, columns), no other class", () => {
    const html =
      '<div class="rich-columns"><div class="rich-column"><p>左</p></div><div class="rich-column"><p>右</p></div></div><figure class="rich-gallery"><figure><img src="/a.png"></figure></figure>';
    expect(sanitizeRichHtml(html)).toBe(html);
    expect(
      sanitizeRichHtml(
        '<div class="layout island rich-columns rich-columns"><p class="page-band">x</p></div><p class="rich-html">y</p>',
      ),
    ).toBe('<div class="rich-columns"><p>x</p></div><p>y</p>');
  });

  it("moves ids into the rich text's own namespace and points its fragment links there", () => {
    expect(sanitizeRichHtml('<p id="boot-data">x</p><p id="island-shared">y</p>')).toBe(
      '<p id="user-content-boot-data">x</p><p id="user-content-island-shared">y</p>',
    );
    expect(sanitizeRichHtml('<h2 id="culture">文化</h2><a href="#culture">文化</a>')).toBe(
      '<h2 id="user-content-culture">文化</h2><a href="#user-content-culture">文化</a>',
    );
    // Names shadow document properties and form fields: they go.
    expect(sanitizeRichHtml('<a name="getElementById">x</a><img name="boot-data" src="/a.png">')).toBe(
      '<a>x</a><img src="/a.png">',
    );
    // `#` and `#top` lead to the top of the page; other pages' anchors are the landing page's business.
    const kept = '<a href="#">顶部</a><a href="#top">顶部</a><a href="/us/company#culture">文化</a>';
    expect(sanitizeRichHtml(kept)).toBe(kept);
  });

  it("drops links and sources that lead to another host while looking like paths of the site", () => {
    const hosts = [
      "//evil.example/p",
      "/\\evil.example/p",
      "\\/evil.example/p",
      "\\\\evil.example/p",
      "&#47;&#47;evil.example/p",
      "&#x2F;&#x5C;evil.example/p",
      "&sol;&sol;evil.example/p",
      "/\t/evil.example/p",
      "/&#9;/evil.example/p",
      " //evil.example/p",
    ];
    for (const href of hosts) {
      expect(sanitizeRichHtml(`<a href="${href}">x</a>`), href).toBe("<a>x</a>");
      expect(sanitizeRichHtml(`<img src="${href}" alt="a">`), href).toBe('<img alt="a">');
    }
    expect(sanitizeRichHtml('<video poster="//evil.example/p.jpg" src="/v.mp4"></video>')).toBe(
      '<video src="/v.mp4"></video>',
    );
    const kept =
      '<a href="https://a.example/x">a</a><a href="http://a.example/">b</a><a href="mailto:hr@example.com">c</a>' +
      '<a href="tel:400">d</a><a href="/list?cid=1">e</a><a href="x/y">f</a><a href="../x">g</a><a href="?page=2">h</a>';
    expect(sanitizeRichHtml(kept)).toBe(kept);
  });

  it("opens links in a new window safely, and keeps embeds of the video hosts", () => {
    expect(sanitizeRichHtml('<a href="https://a.example" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeRichHtml('<a href="/x" target="_top">a</a>')).toBe('<a href="/x">a</a>');
    const embed = sanitizeRichHtml(
      '<iframe src="https://player.bilibili.com/player.html?bvid=BV1" width="640" allowfullscreen="true" onload="x()"></iframe>',
    );
    expect(embed).toContain('src="https://player.bilibili.com/player.html?bvid=BV1"');
    expect(embed).toContain('sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"');
    expect(embed).not.toContain("onload");
  });

  it("keeps the safe part of a pasted style and the text of removed elements", () => {
    expect(sanitizeRichHtml('<p style="color: red; position: fixed; top: 0">x</p>')).toBe(
      '<p style="color: red">x</p>',
    );
    expect(sanitizeRichHtml('<p style="position: fixed">x</p>')).toBe("<p>x</p>");
    expect(sanitizeRichHtml("<font color=red>旧格式</font>")).toBe("旧格式");
    expect(sanitizeRichHtml("  ")).toBe("");
  });
});
