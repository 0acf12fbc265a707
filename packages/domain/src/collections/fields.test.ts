import { describe, expect, it } from "vitest";
import { addInputOf, rowSchemaOf } from "./collection.ts";
import { article } from "./content/article.ts";

const input = addInputOf(article);
const base = { category_id: 1, title: "标题" };

describe("the article's declaration", () => {
  it("takes tags as a list or as one text split by Chinese or Latin commas, without repeats", () => {
    expect(input.parse({ ...base, tags: ["芯片", "芯片", "发布"] }).tags).toEqual(["芯片", "发布"]);
    expect(input.parse({ ...base, tags: "芯片，发布, 芯片、封装" }).tags).toEqual(["芯片", "发布", "封装"]);
    expect(input.parse(base).tags).toEqual([]);
    // Room for what a WordPress post brings (TAGS_MAX, TAG_MAX_LENGTH), no more.
    const tags = (count: number) => Array.from({ length: count }, (_, i) => `t${i}`);
    expect(input.safeParse({ ...base, tags: tags(100) }).success).toBe(true);
    expect(input.safeParse({ ...base, tags: tags(101) }).success).toBe(false);
    expect(input.safeParse({ ...base, tags: ["x".repeat(50)] }).success).toBe(true);
    expect(input.safeParse({ ...base, tags: ["x".repeat(51)] }).success).toBe(false);
  });

  it("reads an empty topic as none and refuses a topic that is no id", () => {
    expect(input.parse({ ...base, topic_id: "" }).topic_id).toBeNull();
    expect(input.parse({ ...base, topic_id: "3" }).topic_id).toBe(3);
    expect(input.parse(base).topic_id).toBeNull();
    expect(input.safeParse({ ...base, topic_id: "x" }).success).toBe(false);
    expect(input.safeParse({ ...base, category_id: "" }).success).toBe(false);
  });

  it("keeps a publish time within 2100 and a status among its choices", () => {
    expect(input.parse({ ...base, publish_time: 1_700_000_000 }).publish_time).toBe(1_700_000_000);
    expect(input.safeParse({ ...base, publish_time: 4_102_444_801 }).success).toBe(false);
    expect(input.safeParse({ ...base, publish_time: -1 }).success).toBe(false);
    expect(input.parse(base).status).toBe("draft");
    expect(input.safeParse({ ...base, status: "scheduled" }).success).toBe(false);
  });

  it("takes a video as a site path or an http(s) address only", () => {
    expect(input.parse({ ...base, video_url: "/storage/a.mp4" }).video_url).toBe("/storage/a.mp4");
    expect(input.parse({ ...base, video_url: "https://cdn.example.com/a.m3u8" }).video_url).toBe(
      "https://cdn.example.com/a.m3u8",
    );
    const refused = input.safeParse({ ...base, video_url: "javascript:alert(1)" });
    expect(refused.error?.issues[0]?.message).toBe("videoUrl");
  });

  it("leaves the search terms out of rows and out of the form", () => {
    expect(Object.keys(rowSchemaOf(article).shape)).not.toContain("search_vector");
    expect(Object.keys(input.shape)).not.toContain("search_vector");
    expect(Object.keys(rowSchemaOf(article).shape)).toContain("views");
    expect(Object.keys(input.shape)).not.toContain("views");
  });
});
