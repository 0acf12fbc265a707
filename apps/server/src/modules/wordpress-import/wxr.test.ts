import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parentsFirst, planImport, previewOf, recordKey } from "./import-plan.ts";
import { NotWxrError, parseWxr } from "./wxr.ts";

const peer = readFileSync(new URL("./fixtures/wordpress-peer.xml", import.meta.url), "utf8");
const sample = readFileSync(new URL("./fixtures/sample-site.xml", import.meta.url), "utf8").replaceAll(
  "{{SITE}}",
  "http://old.example.com",
);

describe("reading a WordPress export", () => {
  it("reads the export WordPress 6.1's exporter wrote of the peer site: its site, categories and 44 items", () => {
    const wxr = parseWxr(peer);
    expect(wxr.title).toBe("华辰智能科技有限公司");
    expect(wxr.blogUrl).toBe("http://127.0.0.1:38300");
    expect(wxr.categories.map((c) => c.slug).sort()).toEqual([
      "company-news",
      "industry",
      "tech",
      "uncategorized",
    ]);
    const posts = wxr.items.filter((i) => i.type === "post");
    const pages = wxr.items.filter((i) => i.type === "page");
    expect([posts.length, pages.length]).toEqual([40, 4]);
    const first = posts.find((p) => p.title === "华辰科技举行2025年度战略发布会");
    expect(first).toMatchObject({
      status: "publish",
      dateGmt: "2025-03-01 01:30:00",
      terms: [{ domain: "category", slug: "company-news", name: "公司新闻" }],
    });
    expect(first?.link).toMatch(/^http:\/\/127\.0\.0\.1:38300\/2025\/03\/01\/%e5%8d%8e/);
    expect(first?.content).toContain("<h2>一、基本情况</h2>");
  });

  it("reads authors, tags, sticky posts, metadata and drafts without a UTC date", () => {
    const wxr = parseWxr(sample);
    expect(wxr.authors.get("jane")).toBe("Jane Doe");
    expect(wxr.tags).toEqual([{ id: 21, slug: "welding", name: "Welding", parent: "" }]);
    expect(wxr.categories[1]).toEqual({ id: 12, slug: "arms", name: "Robot arms", parent: "products" });
    const post = wxr.items.find((i) => i.id === 31);
    expect(post?.sticky).toBe(true);
    expect(post?.meta._thumbnail_id).toBe("30");
    expect(post?.excerpt).toBe("The <em>fastest</em> arm yet.");
    expect(wxr.items.find((i) => i.id === 33)?.dateGmt).toBe("");
  });

  it('reads an export of WordPress 2.x (WXR 1.0): a category\'s parent by name, tags as `domain="tag"`', () => {
    const wxr = parseWxr(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.0/">
<channel><title>Old</title><link>http://old.example</link><wp:wxr_version>1.0</wp:wxr_version>
<wp:category><wp:category_nicename>products</wp:category_nicename><wp:category_parent></wp:category_parent><wp:cat_name><![CDATA[Products]]></wp:cat_name></wp:category>
<wp:category><wp:category_nicename>arms</wp:category_nicename><wp:category_parent>Products</wp:category_parent><wp:cat_name><![CDATA[Robot arms]]></wp:cat_name></wp:category>
<item><title>Arm</title><wp:post_id>5</wp:post_id><wp:post_type>post</wp:post_type>
<category><![CDATA[Robot arms]]></category>
<category domain="category" nicename="arms"><![CDATA[Robot arms]]></category>
<category domain="tag"><![CDATA[Welding]]></category>
<category domain="tag" nicename="welding"><![CDATA[Welding]]></category>
</item></channel></rss>`);
    expect(wxr.categories.map((c) => [c.slug, c.parent])).toEqual([
      ["products", ""],
      ["arms", "products"],
    ]);
    expect(wxr.items[0]?.terms).toEqual([
      { domain: "", slug: "", name: "Robot arms" },
      { domain: "category", slug: "arms", name: "Robot arms" },
      { domain: "post_tag", slug: "", name: "Welding" },
      { domain: "post_tag", slug: "welding", name: "Welding" },
    ]);
  });

  it("refuses what is not an export: another RSS feed, broken XML, an empty file", () => {
    expect(() =>
      parseWxr('<?xml version="1.0"?><rss version="2.0"><channel><title>x</title></channel></rss>'),
    ).toThrow(NotWxrError);
    expect(() => parseWxr("<rss><channel>")).toThrow(NotWxrError);
    expect(() => parseWxr("")).toThrow(NotWxrError);
  });

  it("expands no entity a document declares: no file is read and no entity multiplies", () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;"><!ENTITY f SYSTEM "file:///etc/passwd">]>
      <rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><item><title>&b;&f;</title></item></channel></rss>`;
    expect(() => parseWxr(xml)).toThrow(/undefined entity/);
  });
});

describe("planning an import", () => {
  it("puts categories and media first, and skips the trash, revisions, other types and what was imported", () => {
    const wxr = parseWxr(sample);
    const plan = planImport(wxr, new Set([recordKey("page", 36)]));
    expect(plan.map((p) => `${p.kind}:${p.id}${p.skip ? `:${p.skip}` : ""}`)).toEqual([
      "category:11",
      "category:12",
      "attachment:30",
      "attachment:32",
      "page:36:imported",
      "post:31",
      "post:33",
      "post:34",
      "post:35:trash",
      "other:37:otherType",
      "other:38:revision",
    ]);
    const preview = previewOf(wxr, plan);
    expect(preview.counts.post).toEqual({ toImport: 3, imported: 0, skipped: 1 });
    expect(preview.counts.page).toEqual({ toImport: 0, imported: 1, skipped: 0 });
    expect(preview.otherTypes).toEqual({ nav_menu_item: 1, revision: 1 });
  });

  it("puts a parent category or page before its children, whatever the export's order", () => {
    const text = readFileSync(new URL("./fixtures/text-as-written.xml", import.meta.url), "utf8");
    const plan = planImport(parseWxr(text), new Set());
    const order = (kind: string) => plan.filter((p) => p.kind === kind).map((p) => p.id);
    // The export lists 新闻 under 公司 (14) before 公司 (13), and 北京团队 (103) before 团队 (102).
    expect(order("category")).toEqual([11, 12, 13, 14, 15]);
    expect(order("page")).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 111, 109, 110]);
    // A loop in a hand-made export ends the walk instead of running for ever.
    const loop = [
      { id: 1, parent: 2 },
      { id: 2, parent: 1 },
      { id: 3, parent: 0 },
    ];
    expect(
      parentsFirst(
        loop,
        (x) => x.id,
        (x) => x.parent,
      ).map((x) => x.id),
    ).toEqual([2, 1, 3]);
  });
});
