import { createTestDatabase, type TestDatabase } from "@corp/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countView, viewedArticle } from "./article-views.ts";
import { ViewCounter } from "./view-counter.ts";

describe("article views", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("reads articles from their page and API URLs", () => {
    expect(viewedArticle("/article/12")).toBe(12);
    expect(viewedArticle("/Article/12/")).toBe(12);
    expect(viewedArticle("/article/12?from=list")).toBe(12);
    expect(viewedArticle("/api/portal/article?id=7&x=1")).toBe(7);
    expect(viewedArticle("/api/Portal/article/?x=1&id=7")).toBe(7);
    expect(viewedArticle("/article/abc")).toBeUndefined();
    expect(viewedArticle("/api/portal/article?id=-1")).toBeUndefined();
    expect(viewedArticle("/api/portal/article")).toBeUndefined();
    expect(viewedArticle("/api/portal/articles?id=7")).toBeUndefined();
    expect(viewedArticle("/list?id=7")).toBeUndefined();
  });

  it("counts a view only for a request that views an article", () => {
    const views = new ViewCounter(database.db, 60_000);
    expect(countView(views, "/article/4")).toBe(1);
    expect(countView(views, "/api/portal/article?id=4")).toBe(2);
    expect(countView(views, "/list")).toBe(0);
  });
});
