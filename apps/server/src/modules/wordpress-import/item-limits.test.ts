import { describe, expect, it } from "vitest";
import { LIMITS, overLimits } from "./item-limits.ts";

describe("an imported item over this site's limits", () => {
  it("reads the limits from the collections: what the admin's forms take", () => {
    expect(LIMITS).toMatchObject({
      articleTitle: 200,
      articleSummary: 500,
      author: 50,
      pageTitle: 100,
      pageDescription: 500,
      categoryName: 50,
      text: 1_000_000,
      tags: 100,
      tag: 50,
    });
  });

  it("names each value over its limit, counting characters as a reader does, and passes what fits", () => {
    const tags = Array.from({ length: 100 }, (_, i) => `标签${i}`);
    const fits = {
      title: { text: "长".repeat(200), max: 200 },
      excerpt: { text: "😀".repeat(500), max: 500 },
      text: "x".repeat(1_000_000),
      author: "作".repeat(50),
      tags: [...tags.slice(1), "t".repeat(50)],
      name: "名".repeat(50),
    };
    expect(overLimits(fits)).toEqual([]);
    expect(
      overLimits({
        title: { text: "长".repeat(201), max: 200 },
        excerpt: { text: "😀".repeat(501), max: 500 },
        text: "x".repeat(1_000_001),
        author: "作".repeat(51),
        tags: [...tags, "t".repeat(51)],
        name: "名".repeat(51),
      }),
    ).toEqual([
      { key: "importNoteTitleTooLong", params: { length: 201, max: 200 } },
      { key: "importNoteExcerptTooLong", params: { length: 501, max: 500 } },
      { key: "importNoteTextTooLong", params: { length: 1_000_001, max: 1_000_000 } },
      { key: "importNoteAuthorTooLong", params: { author: "作".repeat(51), max: 50 } },
      { key: "importNoteTooManyTags", params: { count: 101, max: 100 } },
      { key: "importNoteTagTooLong", params: { tag: "t".repeat(51), max: 50 } },
      { key: "importNoteNameTooLong", params: { name: "名".repeat(51), max: 50 } },
    ]);
  });
});
