import type { Lang } from "@corp/domain/lang";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { bigramSearch } from "./bigram-search.ts";
import type { SearchHit } from "./search-engine.ts";

/** The far end of the English body, past the first excerpt's length. */
const FILLER = "Filler words about the factory floor. ".repeat(8);

const BILINGUAL = {
  category_id: 1,
  title: "量子隧穿晶圆检测",
  summary: "晶圆缺陷的自动检测",
  content: "<p>产线上的晶圆缺陷检测</p>",
  title_en: "Quokka robots inspecting wafers",
  summary_en: "Quokkas running the wafer line of small companies",
  content_en: `<p>${FILLER}A gyroscope keeps the quokka level.</p>`,
  status: "published" as const,
};

/** Chinese only, a Latin word in its title that the Chinese index keeps. */
const CHINESE_ONLY = {
  category_id: 1,
  title: "磁阻存储 zeppelin 样片",
  summary: "样片送检",
  content: "<p>磁阻存储的样片</p>",
  status: "published" as const,
};

describe("search per language", () => {
  let t: TestApp;
  let bilingual: number;
  let chineseOnly: number;

  const search = (q: string, lang: Lang) =>
    bigramSearch(t.services.db).search(q, { page: 1, limit: 10, lang });
  const ids = async (q: string, lang: Lang) => (await search(q, lang)).list.map((hit) => hit.id);
  const hitOf = async (q: string, lang: Lang, id: number): Promise<SearchHit> => {
    const hit = (await search(q, lang)).list.find((h) => h.id === id);
    if (!hit) throw new Error(`${q} (${lang}) did not find article ${id}`);
    return hit;
  };
  const marked = (marks: SearchHit["titleMarks"]) => marks.filter((m) => m.hit).map((m) => m.text);

  beforeAll(async () => {
    t = await createTestApp();
    const caller = await superCaller(t);
    bilingual = (await caller.content.article.add(BILINGUAL)).id;
    chineseOnly = (await caller.content.article.add(CHINESE_ONLY)).id;
  });
  afterAll(() => t.close());

  it("finds an article written in both languages by its English words in English only", async () => {
    for (const word of ["quokka", "Quokkas", "wafer", "inspect"]) {
      expect(await ids(word, "en")).toContain(bilingual);
      expect(await ids(word, "zh-cn")).not.toContain(bilingual);
    }
  });

  it("finds it by its Chinese words in Chinese only", async () => {
    for (const word of ["量子隧穿", "晶圆", "检测"]) {
      expect(await ids(word, "zh-cn")).toContain(bilingual);
      expect(await ids(word, "en")).not.toContain(bilingual);
    }
  });

  it("matches English words by their stem", async () => {
    expect(await ids("run", "en")).toContain(bilingual);
    expect(await ids("company", "en")).toContain(bilingual);
    expect(await ids("robot inspection", "en")).toContain(bilingual);
    expect(await ids("quokka -wafer", "en")).not.toContain(bilingual);
  });

  it("shows the English texts of an English hit, the query's words marked", async () => {
    const hit = await hitOf("Quokka", "en", bilingual);
    expect(hit.title).toBe(BILINGUAL.title_en);
    expect(hit.summary).toBe(BILINGUAL.summary_en);
    expect(marked(hit.titleMarks)).toEqual(["Quokka"]);
    expect(marked(hit.summaryMarks)).toEqual(["Quokka"]);

    // Only the body has it: the excerpt is the body's text around it.
    const deep = await hitOf("GYROSCOPE", "en", bilingual);
    expect(deep.summaryMarks[0]?.text).toBe("…");
    expect(marked(deep.summaryMarks)).toEqual(["gyroscope"]);
    expect(deep.summaryMarks.map((m) => m.text).join("")).toContain("A gyroscope keeps the quokka");

    const chinese = await hitOf("晶圆", "zh-cn", bilingual);
    expect(chinese.title).toBe(BILINGUAL.title);
    expect(chinese.summary).toBe(BILINGUAL.summary);
    expect(marked(chinese.titleMarks)).toEqual(["晶圆"]);
  });

  it("does not find in English an article without English, until its English is written", async () => {
    expect(await ids("zeppelin", "zh-cn")).toContain(chineseOnly);
    expect(await ids("zeppelin", "en")).not.toContain(chineseOnly);
    expect(await ids("磁阻存储", "en")).not.toContain(chineseOnly);

    const caller = await superCaller(t);
    await caller.content.article.edit({
      ...CHINESE_ONLY,
      id: chineseOnly,
      title_en: "Zeppelin memory samples",
    });
    expect(await ids("zeppelin", "en")).toContain(chineseOnly);
    expect(await ids("memory", "en")).toContain(chineseOnly);
    expect(await ids("memory", "zh-cn")).not.toContain(chineseOnly);
  });

  it("finds nothing for an English query that only excludes words or holds stop words alone", async () => {
    for (const q of ["-quokka", "the -quokka", "quokka or -wafer", "the", "!!"]) {
      expect(await search(q, "en")).toEqual({ total: 0, list: [] });
    }
  });
});
