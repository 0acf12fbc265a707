import { normalizeSearchText } from "@corp/domain/search-terms";
import { htmlToText } from "@corp/domain/search-terms-html";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpContentVersion } from "../../../services/content-version.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { bigramSearch } from "../search/bigram-search.ts";
import { indexArticle } from "../search/index-article.ts";

type Mark = { text: string; hit: boolean };
type Item = {
  id: number;
  title: string;
  summary: string;
  publish_time: number;
  category: { id: number; name: string; name_en: string };
  titleMarks: Mark[];
  summaryMarks: Mark[];
};
type Article = { id: number; title: string; status: string; publishTime: number; text: string };

describe("portal search", () => {
  let t: TestApp;
  let articles: Article[];

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: "GET", url, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const search = async (q: string, extra = "limit=50") => {
    const { status, body } = await get(`/api/portal/search?q=${encodeURIComponent(q)}&${extra}`);
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    return body.data as { q: string; total: number; page: number; limit: number; list: Item[] };
  };
  const published = () => articles.filter((a) => a.status === "published");
  /** Ids of the published articles whose title, summary or body text passes `test`. */
  const expectedIds = (test: (text: string) => boolean) =>
    published()
      .filter((a) => test(a.text))
      .map((a) => a.id)
      .sort((x, y) => x - y);
  const idsOf = (list: Item[]) => list.map((item) => item.id).sort((x, y) => x - y);
  /** The characters of `text` covered by hit segments, as a string of 1 (hit) and 0. */
  const hitPattern = (marks: Mark[]) =>
    marks.map((m) => (m.hit ? "1" : "0").repeat(Array.from(m.text).length)).join("");

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.services.db
      .selectFrom("article")
      .select(["id", "title", "summary", "content", "status", "publish_time"])
      .execute();
    articles = rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      publishTime: Number(row.publish_time ?? 0),
      text: normalizeSearchText(`${row.title}\n${row.summary}\n${htmlToText(row.content)}`),
    }));
  });
  afterAll(() => t.close());

  it("finds every published article holding a single character, titles first", async () => {
    const data = await search("芯");
    const expected = expectedIds((text) => text.includes("芯"));
    expect(expected.length).toBeGreaterThan(10);
    expect(data).toMatchObject({ q: "芯", total: expected.length, page: 1, limit: 50 });
    expect(idsOf(data.list)).toEqual(expected);
    const first = data.list[0] as Item;
    expect(first.title).toContain("芯");
    for (const item of data.list) {
      for (const mark of item.titleMarks.filter((m) => m.hit)) expect(mark.text).toMatch(/^芯+$/);
    }
  });

  it("finds exactly the articles with a two-character word, the one titled with it first", async () => {
    for (const [word, title] of [
      ["新闻", "长三角集成电路产业协同发展新闻综述"],
      ["历史", "金鸡湖畔的“造芯”十年：一家苏州企业的成长历史"],
    ] as const) {
      const data = await search(word);
      const expected = expectedIds((text) => text.includes(word));
      expect(expected.length).toBeGreaterThan(0);
      expect(data.total).toBe(expected.length);
      expect(idsOf(data.list)).toEqual(expected);
      expect(data.list[0]?.title).toBe(title);
    }
  });

  it("finds a four-character word through its bigrams, the articles titled with it first", async () => {
    const data = await search("企业文化");
    const exact = expectedIds((text) => text.includes("企业文化"));
    expect(exact.length).toBeGreaterThanOrEqual(2);
    const found = idsOf(data.list);
    for (const id of exact) expect(found).toContain(id);
    for (const id of found) {
      const text = articles.find((a) => a.id === id)?.text ?? "";
      for (const bigram of ["企业", "业文", "文化"]) expect(text).toContain(bigram);
    }
    expect(data.list.slice(0, 2).every((item) => item.title.includes("企业文化"))).toBe(true);
  });

  it("marks the matched characters of titles and excerpts", async () => {
    const data = await search("企业文化");
    for (const item of data.list) {
      expect(item.titleMarks.map((m) => m.text).join("")).toBe(item.title);
      const pattern = hitPattern(item.titleMarks);
      const chars = Array.from(item.title);
      for (let at = item.title.indexOf("企业文化"); at >= 0; at = item.title.indexOf("企业文化", at + 1)) {
        const start = Array.from(item.title.slice(0, at)).length;
        expect(pattern.slice(start, start + 4)).toBe("1111");
      }
      chars.forEach((char, i) => {
        if (pattern[i] === "1") expect("企业文化").toContain(char);
      });
      const excerpt = item.summaryMarks.map((m) => m.text).join("");
      expect(Array.from(excerpt).length).toBeLessThanOrEqual(122);
      expect(item.summaryMarks.some((m) => m.hit)).toBe(true);
      for (const mark of item.summaryMarks.filter((m) => m.hit)) {
        for (const char of mark.text) expect("企业文化").toContain(char);
      }
    }
  });

  it("combines Latin and Chinese terms, all of which must match", async () => {
    const data = await search("AI 芯片");
    const hasAi = (text: string) => /(?<![a-z0-9])ai/.test(text);
    const expected = expectedIds((text) => hasAi(text) && text.includes("芯片"));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(
      expectedIds(hasAi).length + expectedIds((x) => x.includes("芯片")).length,
    );
    expect(idsOf(data.list)).toEqual(expected);
    expect(data.list[0]?.title).toContain("AI 芯片");
    const marks = (data.list[0] as Item).titleMarks.filter((m) => m.hit).map((m) => m.text);
    expect(marks).toEqual(["AI", "芯片"]);
  });

  it("matches Latin words by prefix, whatever their case", async () => {
    const expected = expectedIds((text) => /(?<![a-z0-9])cx5/.test(text));
    expect(expected.length).toBeGreaterThan(0);
    for (const q of ["CX500", "cx5"]) {
      const data = await search(q);
      expect(idsOf(data.list)).toEqual(
        q === "cx5" ? expected : expectedIds((x) => /(?<![a-z0-9])cx500/.test(x)),
      );
    }
    const risc = await search("RISC-V");
    expect(idsOf(risc.list)).toEqual(expectedIds((text) => text.includes("risc-v")));
  });

  it("answers an empty page when nothing matches", async () => {
    for (const q of ["量子引力波", "zzqxw", "！？"]) {
      const data = await search(q);
      expect(data).toMatchObject({ total: 0, list: [] });
    }
  });

  it("pages through the results without overlap", async () => {
    const all = await search("芯", "limit=50");
    const first = await search("芯", "page=1&limit=5");
    const second = await search("芯", "page=2&limit=5");
    expect(first.total).toBe(all.total);
    expect(second).toMatchObject({ page: 2, limit: 5, total: all.total });
    expect(first.list.map((i) => i.id)).toEqual(all.list.slice(0, 5).map((i) => i.id));
    expect(second.list.map((i) => i.id)).toEqual(all.list.slice(5, 10).map((i) => i.id));
    const beyond = await search("芯", "page=100&limit=5");
    expect(beyond).toMatchObject({ total: all.total, list: [] });
    const defaults = await get(`/api/portal/search?q=${encodeURIComponent("芯")}`);
    expect(defaults.body.data).toMatchObject({ page: 1, limit: 10 });
    expect(defaults.body.data.list).toHaveLength(10);
  });

  it("counts up to its limit and lists queries broader than the rank limit newest first", async () => {
    const engine = bigramSearch(t.services.db, { countLimit: 12, rankLimit: 5 });
    const newest = published()
      .filter((a) => a.text.includes("芯"))
      .sort((x, y) => y.publishTime - x.publishTime || y.id - x.id)
      .map((a) => a.id);
    expect(newest.length).toBeGreaterThan(12);
    const first = await engine.search("芯", { page: 1, limit: 10, lang: "zh-cn" });
    expect(first.total).toBe(12);
    expect(first.list.map((i) => i.id)).toEqual(newest.slice(0, 10));
    const second = await engine.search("芯", { page: 2, limit: 10, lang: "zh-cn" });
    expect(second.list.map((i) => i.id)).toEqual(newest.slice(10, 12));
    expect((await engine.search("芯", { page: 3, limit: 10, lang: "zh-cn" })).list).toEqual([]);
    const narrow = await engine.search("企业文化", { page: 1, limit: 10, lang: "zh-cn" });
    expect(narrow.total).toBeLessThanOrEqual(5);
    expect(narrow.list[0]?.title).toContain("企业文化");
  });

  it("never finds drafts, although they are indexed", async () => {
    const drafts = articles.filter((a) => a.status === "draft");
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) {
      const indexed = await t.services.db
        .selectFrom("article")
        .select("id")
        .where("id", "=", draft.id)
        .where((eb) => eb("search_vector", "!=", "" as never))
        .executeTakeFirst();
      expect(indexed?.id).toBe(draft.id);
      const data = await search(draft.title.slice(0, 8));
      expect(data.list.map((i) => i.id)).not.toContain(draft.id);
    }
    expect((await search("草稿")).total).toBe(expectedIds((text) => text.includes("草稿")).length);
  });

  it("finds an article by its new words once indexArticle ran after an edit", async () => {
    const target = published()[0] as Article;
    const edit = (index: boolean) =>
      t.services.db.transaction().execute(async (trx) => {
        await trx
          .updateTable("article")
          .set({ title: "澄芯科技发布量子光刻路线图" })
          .where("id", "=", target.id)
          .execute();
        if (index) await indexArticle(trx, target.id);
        await bumpContentVersion(trx, "article");
      });
    await edit(false);
    t.app.contentVersions.invalidate();
    expect((await search("量子光刻")).total).toBe(0);
    await edit(true);
    t.app.contentVersions.invalidate();
    const data = await search("量子光刻");
    expect(data.list.map((i) => i.id)).toEqual([target.id]);
  });

  it("refuses bad input with a catalogue message and HTTP 400", async () => {
    for (const q of ["", "%20%20%20"]) {
      const { status, body } = await get(`/api/portal/search?q=${q}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 0, msg: "请输入搜索关键词！" });
    }
    const english = await get("/api/portal/search?q=", { "think-lang": "en" });
    expect(english.body.msg).toBe("Please enter something to search for!");
    for (const query of [
      `q=${encodeURIComponent("芯".repeat(51))}`,
      "q=%E8%8A%AF&limit=0",
      "q=%E8%8A%AF&limit=1000",
      "q=%E8%8A%AF&page=-1",
      "q=%E8%8A%AF&page=abc",
      "page=1",
    ]) {
      const { status, body } = await get(`/api/portal/search?${query}`);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ code: 0, msg: "参数不正确！" });
    }
    const fifty = await get(`/api/portal/search?q=${encodeURIComponent("芯".repeat(50))}`);
    expect(fifty.status).toBe(200);
  });
});
