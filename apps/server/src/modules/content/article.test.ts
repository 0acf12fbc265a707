import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowSeconds } from "../../envelope.ts";
import { superCaller } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bootData } from "../site/boot-data.ts";
import { loadPublicPage } from "../site/load-public-page.ts";
import { bigramSearch } from "../site/search/bigram-search.ts";

describe("content.article", () => {
  let t: TestApp;
  let caller: Awaited<ReturnType<typeof superCaller>>;
  const base = { category_id: 1, title: "澄芯发布新一代端侧芯片", content: "<p>正文</p>" };
  const publicPage = (url: string) =>
    loadPublicPage(t.services, {
      url,
      origin: "http://localhost",
      visitor: undefined,
      boot: () => bootData(t.services),
    });

  beforeAll(async () => {
    t = await createTestApp();
    caller = await superCaller(t);
  });
  afterAll(() => t.close());

  it("adds a draft the public cannot see, then publishes it", async () => {
    const draft = await caller.content.article.add({ ...base, tags: ["芯片", "芯片", "发布"] });
    expect(draft).toMatchObject({
      status: "draft",
      state: "draft",
      publish_time: null,
      tags: ["芯片", "发布"],
    });
    expect((await publicPage(`/article/${draft.id}`)).status).toBe(404);
    const published = await caller.content.article.edit({ ...base, id: draft.id, status: "published" });
    expect(published.state).toBe("published");
    expect(published.publish_time).toBeGreaterThan(nowSeconds() - 5);
    const page = await publicPage(`/article/${draft.id}`);
    expect(page.status).toBe(200);
  });

  it("stores the body sanitised and indexes it for search", async () => {
    const row = await caller.content.article.add({
      ...base,
      title: "量子隧穿晶圆检测",
      content:
        '<p onclick="steal()">晶圆缺陷检测<script>alert(1)</script></p><img src="x" onerror="alert(1)">',
      status: "published",
    });
    expect(row.content).toBe('<p>晶圆缺陷检测</p><img src="x">');
    const found = await bigramSearch(t.services.db).search("量子隧穿", { page: 1, limit: 10, lang: "zh-cn" });
    expect(found.list.map((a) => a.id)).toContain(row.id);
  });

  it("schedules an article: hidden until its time, shown after with nothing run", async () => {
    const at = nowSeconds() + 2;
    const row = await caller.content.article.add({
      ...base,
      title: "定时发布的磁阻存储新闻",
      status: "published",
      publish_time: at,
    });
    expect(row.state).toBe("scheduled");
    const found = async () =>
      (await bigramSearch(t.services.db).search("磁阻存储", { page: 1, limit: 10, lang: "zh-cn" })).list.map(
        (a) => a.id,
      );
    expect((await publicPage(`/article/${row.id}`)).status).toBe(404);
    expect(await found()).not.toContain(row.id);
    // Shown once its time has come, however long the machine takes to get there.
    await expect
      .poll(async () => (await publicPage(`/article/${row.id}`)).status, { timeout: 20_000 })
      .toBe(200);
    expect(Date.now() / 1000).toBeGreaterThanOrEqual(at);
    await expect.poll(found, { timeout: 20_000 }).toContain(row.id);
    const { list } = await caller.content.article.index({
      search: [{ field: "id", operator: "eq", val: row.id }],
    });
    expect(list[0]?.state).toBe("published");
  });

  it("keeps a revision per save, and restoring one brings the old body back", async () => {
    const row = await caller.content.article.add({ ...base, content: "<p>第一版</p>" });
    await caller.content.article.edit({ ...base, id: row.id, title: "第二版标题", content: "<p>第二版</p>" });
    const { list } = await caller.content.article.revisions({ id: row.id });
    expect(list.map((r) => r.title)).toEqual(["第二版标题", base.title]);
    expect(list[0]?.admin_name).not.toBe("");
    const first = list[1];
    if (!first) throw new Error("no first revision");
    const old = await caller.content.article.revision({ id: first.id });
    expect(old.fields).toMatchObject({ content: "<p>第一版</p>" });
    await caller.content.article.restore({ id: first.id, article_id: row.id });
    const restored = await caller.content.article.get({ id: row.id });
    expect(restored).toMatchObject({ title: base.title, content: "<p>第一版</p>" });
    expect((await caller.content.article.revisions({ id: row.id })).list).toHaveLength(3);
  });

  it("refuses restoring another article's revision and bad input, changing nothing", async () => {
    const a = await caller.content.article.add(base);
    const b = await caller.content.article.add(base);
    const revision = (await caller.content.article.revisions({ id: a.id })).list[0];
    await expect(
      caller.content.article.restore({ id: revision?.id ?? 0, article_id: b.id }),
    ).rejects.toMatchObject({
      cause: { key: "revisionNotOfArticle" },
    });
    for (const bad of [
      { ...base, title: "" },
      { ...base, video_url: "javascript:alert(1)" },
      { ...base, image: "//evil.example/x.png" },
      { ...base, publish_time: 99_999_999_999 },
      // One tag more than an article takes (TAGS_MAX).
      { ...base, tags: Array.from({ length: 101 }, (_, i) => `t${i}`) },
    ]) {
      await expect(caller.content.article.edit({ ...bad, id: b.id })).rejects.toThrow();
    }
    expect(await caller.content.article.get({ id: b.id })).toMatchObject({
      title: base.title,
      video_url: "",
    });
    await expect(caller.content.article.add({ ...base, category_id: 999_999 })).rejects.toThrow();
  });

  it("lists each article with its category's and topic's names, none for no topic", async () => {
    const topic = await t.services.db.selectFrom("topic").select(["id", "title"]).executeTakeFirstOrThrow();
    const withTopic = await caller.content.article.add({
      ...base,
      title: "专题中的文章",
      topic_id: topic.id,
    });
    const without = await caller.content.article.add({ ...base, title: "不属于专题的文章" });
    const { list } = await caller.content.article.index({ limit: 100 });
    const category = await t.services.db
      .selectFrom("category")
      .select("name")
      .where("id", "=", base.category_id)
      .executeTakeFirstOrThrow();
    expect(list.find((r) => r.id === withTopic.id)).toMatchObject({
      topic_title: topic.title,
      category_name: category.name,
    });
    expect(list.find((r) => r.id === without.id)).toMatchObject({ topic_id: null, topic_title: "" });
  });
});
