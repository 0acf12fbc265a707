import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PublicMenuItem } from "@corp/contract/types";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { wordpressImportCommand } from "./import-command.ts";
import { type ReportedLine, reportLines } from "./test-upload.ts";

/** The hand-written export of what must come across as written (its header says what it holds). */
const EXPORT = readFileSync(new URL("./fixtures/text-as-written.xml", import.meta.url));
const SITE = "https://old-text.example";

describe("moving in from WordPress: the text comes across as written", () => {
  let t: TestApp;
  let dir: string;
  let lines: ReportedLine[];
  const pictures: Record<string, Buffer> = {};

  /** Imports the export from the command line, its media from a copy of the uploads folder. */
  async function runImport(): Promise<ReportedLine[]> {
    const print = console.log;
    console.log = () => {};
    try {
      await wordpressImportCommand(t.services, [join(dir, "export.xml"), "--media", join(dir, "uploads")]);
    } finally {
      console.log = print;
    }
    const run = await t.services.db
      .selectFrom("import_run")
      .select("report")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return reportLines(run as { report: unknown });
  }

  const line = (kind: string, id: number) => lines.find((l) => l.kind === kind && l.id === id);

  /** The article an item became, as the public article page is given it. */
  async function shownArticle(id: number) {
    const articleId = Number(line("post", id)?.newUrl?.split("/").pop());
    const answer = await t.app.inject({ url: `/api/portal/article?id=${articleId}` });
    expect(answer.statusCode).toBe(200);
    return { id: articleId, ...(answer.json().data as { content: string; tags: string[] }) };
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "wp-text-"));
    await mkdir(join(dir, "uploads", "2025", "06"), { recursive: true });
    for (const [name, background] of [
      ["hall-1.png", "#c03030"],
      ["hall-2.png", "#3030c0"],
    ] as const) {
      const png = await sharp({ create: { width: 12, height: 8, channels: 3, background } })
        .png()
        .toBuffer();
      pictures[name] = png;
      await writeFile(join(dir, "uploads", "2025", "06", name), png);
    }
    await writeFile(join(dir, "export.xml"), EXPORT);
    t = await createTestApp({ env: { DATA_DIR: dir } });
    lines = await runImport();
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("leaves words in brackets as written and turns WordPress's own shortcodes into what they show", async () => {
    const { content } = await shownArticle(201);
    expect(content).toContain(
      "<p>[注] 价格以合同为准，见 [1]。原文如此 [sic]，方括号里的 [备注：含税] 也照原样。</p>",
    );
    // A shortcode written out (`[[gallery]]`) is shown as the text it is.
    expect(content).toContain("<p>短代码的写法是 [gallery]，这里不展开。</p>");
    const imported = await t.services.db
      .selectFrom("import_record")
      .select(["source_id", "new_url"])
      .where("kind", "=", "attachment")
      .execute();
    const urlOf = (id: number) => imported.find((r) => Number(r.source_id) === id)?.new_url ?? "none";
    const [hall1, hall2] = [urlOf(301), urlOf(302)];
    expect(hall1).toMatch(/^\/storage\//);
    // The caption: its picture (the imported file for the size WordPress made) and its text.
    expect(content).toContain(
      `<figure><img src="${hall1}" alt="一号展厅" width="300" height="200"><figcaption>一号展厅全景</figcaption></figure>`,
    );
    // A gallery without ids shows the post's own files in their order; one with ids those, as listed.
    const gallery = (first: string, second: string, captions: [string, string]) =>
      `<figure class="rich-gallery"><figure><img src="${first}" alt="hall-${first === hall1 ? 1 : 2}"><figcaption>${captions[0]}</figcaption></figure><figure><img src="${second}" alt="hall-${second === hall1 ? 1 : 2}"><figcaption>${captions[1]}</figcaption></figure></figure>`;
    expect(content).toContain(gallery(hall2, hall1, ["二号展厅", "一号展厅"]));
    expect(content.split(gallery(hall2, hall1, ["二号展厅", "一号展厅"])).length).toBe(3);
    expect(content).toContain(
      `<audio controls="" src="${SITE}/wp-content/uploads/2025/06/launch.mp3"></audio>`,
    );
    expect(content).toContain(
      `<video controls="" src="${SITE}/wp-content/uploads/2025/06/tour.mp4" poster="${hall2}" width="640" height="360"></video>`,
    );
    expect(content).toContain(
      '<a href="https://www.youtube.com/watch?v=abc123">https://www.youtube.com/watch?v=abc123</a>',
    );
    // A page builder's wrappers go and their text stays; a form plugin's form goes, counted.
    expect(content).toContain("<p>页面构建器里的文字</p>");
    expect(content).not.toMatch(/vc_|contact-form-7|\[caption|\[gallery |\[audio|\[video|\[embed/);
    expect(line("post", 201)?.notes).toContainEqual({ key: "importNoteShortcodes", params: { count: 4 } });
    // A code block keeps its blank line.
    expect(content).toContain("<pre><code>if (arm.ready) {\n\n  arm.weld();\n}</code></pre>");
    // The pictures are served from here.
    const shown = await t.app.inject({ url: hall1 });
    expect(shown.rawPayload.equals(pictures["hall-1.png"] ?? Buffer.alloc(0))).toBe(true);
  });

  it("keeps the HTML of the block editor's audio, details, table, columns, gallery, quotes, code and embeds", async () => {
    const { content } = await shownArticle(202);
    const [hall1, hall2] = await Promise.all(
      [301, 302].map(
        async (id) =>
          (
            await t.services.db
              .selectFrom("import_record")
              .select("new_url")
              .where("kind", "=", "attachment")
              .where("source_id", "=", id)
              .executeTakeFirstOrThrow()
          ).new_url,
      ),
    );
    for (const html of [
      `<figure><audio controls="" src="${SITE}/wp-content/uploads/2025/06/launch.mp3"></audio><figcaption>发布会录音</figcaption></figure>`,
      "<details><summary>保修多久？</summary>\n<p>整机保修两年。</p>\n</details>",
      "<figure><table><thead><tr><th>型号</th><th>负载</th></tr></thead><tbody><tr><td>W-7</td><td>7 kg</td></tr></tbody></table><figcaption>参数表</figcaption></figure>",
      '<div class="rich-columns">\n<div class="rich-column">\n<p>左栏文字</p>\n</div>\n<div class="rich-column">\n<p>右栏文字</p>\n</div>\n</div>',
      `<figure class="rich-gallery">\n<figure><img src="${hall1}" alt="一号展厅"></figure>\n<figure><img src="${hall2}" alt="二号展厅"></figure>\n</figure>`,
      "<blockquote>\n<p>质量是企业的生命。</p>\n<cite>创始人</cite></blockquote>",
      "<figure><blockquote><p>客户第一。</p><cite>企业文化</cite></blockquote></figure>",
      "<pre><code>const arm = new Arm();\n\narm.weld(&lt;seam&gt;);</code></pre>",
      '<figure><div><a href="https://www.youtube.com/watch?v=abc123">https://www.youtube.com/watch?v=abc123</a></div></figure>',
    ])
      expect(content).toContain(html);
    expect(content).not.toContain("wp-block");
  });

  it("keeps every tag of a post, 30 of them, none cut", async () => {
    const { tags } = await shownArticle(203);
    expect(tags).toHaveLength(30);
    expect(tags[0]).toBe("焊接");
    expect(tags).toContain("工业4.0");
    expect(tags.at(-1)).toBe("how to choose an industrial robot arm (guide)");
  });

  it("keeps two categories of the same name under different parents apart, each post in its own", async () => {
    const { db } = t.services;
    const categories = await db.selectFrom("category").select(["id", "pid", "name"]).execute();
    const named = (name: string, pid = 0) => categories.filter((c) => c.name === name && c.pid === pid);
    const [products] = named("产品");
    const [company] = named("公司");
    const [productNews] = named("新闻", products?.id);
    const [companyNews] = named("新闻", company?.id);
    expect(productNews).toBeDefined();
    expect(companyNews).toBeDefined();
    expect(productNews?.id).not.toBe(companyNews?.id);
    const categoryOf = async (id: number) =>
      (
        await db
          .selectFrom("article")
          .select("category_id")
          .where("id", "=", (await shownArticle(id)).id)
          .executeTakeFirstOrThrow()
      ).category_id;
    expect(await categoryOf(203)).toBe(productNews?.id);
    expect(await categoryOf(204)).toBe(companyNews?.id);
    // Their archives, at the address WordPress gives a category under another and at the slug alone.
    for (const [path, category] of [
      ["/category/products/news/", productNews],
      ["/category/news/", productNews],
      ["/category/company/news-company/", companyNews],
      ["/category/news-company/", companyNews],
    ] as const) {
      const old = await t.app.inject({ url: path });
      expect(old.statusCode, path).toBe(301);
      expect(old.headers.location, path).toBe(`/list?cid=${category?.id}`);
    }
  });

  it("keeps the page tree: each page at its address, its old address redirected, in the menu under its parent in order", async () => {
    const pageOf = (id: number) => line("page", id)?.newUrl;
    expect([101, 102, 103, 104, 105, 106, 107, 108, 109].map(pageOf)).toEqual([
      "/page/about",
      "/page/team",
      "/page/beijing",
      "/page/shanghai",
      "/page/services",
      "/page/overview",
      "/page/overview-2",
      "/page/office",
      "/page/privacy",
    ]);
    for (const [path, target] of [
      ["/about/team/beijing/", "/page/beijing"],
      ["/about/team/beijing/office/", "/page/office"],
      ["/about/overview/", "/page/overview-2"],
    ]) {
      const old = await t.app.inject({ url: path });
      expect(old.statusCode, path).toBe(301);
      expect(old.headers.location).toBe(target);
    }
    const shown = await t.app.inject({ url: "/api/portal/page?name=beijing" });
    expect(shown.json().data.page.title).toBe("北京团队");
    // The public menu: the tree, three levels deep (the menu's depth), siblings in WordPress's order.
    const common = await t.app.inject({ url: "/api/Index/common" });
    const outline = (items: PublicMenuItem[]): unknown[] =>
      items.map((item) => (item.children.length ? [item.path, outline(item.children)] : item.path));
    const menus = outline(common.json().data.menuArr as PublicMenuItem[]);
    expect(menus).toContainEqual([
      "/page/about",
      [["/page/team", ["/page/shanghai", "/page/beijing"]], "/page/overview-2"],
    ]);
    expect(menus).toContainEqual(["/page/services", ["/page/overview"]]);
    // A page outside any tree is not put in the menu; the fourth level is reported.
    expect(JSON.stringify(menus)).not.toMatch(/\/page\/(privacy|office|delivery)"/);
    expect(line("page", 108)?.notes).toContainEqual({
      key: "importNoteMenuTooDeep",
      params: { level: 4, max: 3 },
    });
    // A title longer than a menu item's is not cut there: the page comes, out of the menu, with a note.
    expect(line("page", 111)).toMatchObject({
      result: "imported",
      newUrl: "/page/delivery",
      notes: [{ key: "importNoteMenuTitleTooLong", params: { max: 50 } }],
    });
  });

  it("reports an item over this site's limits, stores nothing of it, and a second run adds nothing else", async () => {
    expect(line("post", 205)).toMatchObject({
      result: "failed",
      notes: [{ key: "importNoteTitleTooLong", params: { length: 201, max: 200 } }],
    });
    expect(line("page", 110)).toMatchObject({
      result: "failed",
      notes: [{ key: "importNoteTitleTooLong", params: { length: 101, max: 100 } }],
    });
    expect(line("category", 15)).toMatchObject({
      result: "failed",
      notes: [{ key: "importNoteNameTooLong", params: { max: 50 } }],
    });
    // A post of that category comes, in another category for now, its line saying which it had.
    expect(line("post", 206)).toMatchObject({
      result: "imported",
      notes: [
        { key: "importNoteCategoryMissing", params: { category: expect.stringMatching(/^工业机器人/) } },
      ],
    });
    const { db } = t.services;
    expect(
      await db.selectFrom("article").select("id").where("title", "like", "关于二〇二四%").execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom("page").select("id").where("title", "like", "公司发展历程%").execute(),
    ).toEqual([]);
    const menuCount = async () =>
      Number(
        (
          await db
            .selectFrom("menu")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await menuCount();
    const again = await runImport();
    expect(again.filter((l) => l.result === "failed").map((l) => `${l.kind}:${l.id}`)).toEqual([
      "category:15",
      "page:110",
      "post:205",
    ]);
    expect(again.filter((l) => l.result === "imported")).toEqual([]);
    expect(await menuCount()).toBe(before);
  });
});
