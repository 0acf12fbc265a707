import { describe, expect, it } from "vitest";
import { followRule, loopFrom, type RedirectRule, ruleFor } from "./redirect-rules.ts";

const rule = (
  id: number,
  source: string,
  target: string,
  match: RedirectRule["match"] = "exact",
): RedirectRule => ({
  id,
  source,
  match,
  target,
  code: 301,
});

describe("redirect rules", () => {
  it("matches an exact rule with or without the trailing slash, the exact spelling first", () => {
    const rules = [
      rule(1, "/2025/03/01/新闻/", "/article/1"),
      rule(2, "/about", "/page/about"),
      rule(3, "/about/", "/us/company"),
    ];
    expect(ruleFor(rules, "/2025/03/01/新闻")?.id).toBe(1);
    expect(ruleFor(rules, "/2025/03/01/新闻/")?.id).toBe(1);
    expect(ruleFor(rules, "/about/")?.id).toBe(3);
    expect(ruleFor(rules, "/about")?.id).toBe(2);
    expect(ruleFor(rules, "/2025/03/01")).toBeUndefined();
    expect(followRule(rules[0] as RedirectRule, "/2025/03/01/新闻")).toBe("/article/1");
  });

  it("takes the longest prefix rule when no exact rule matches", () => {
    const rules = [rule(1, "/news", "/list", "prefix"), rule(2, "/news/old", "/archive", "prefix")];
    expect(followRule(ruleFor(rules, "/news/old/7") as RedirectRule, "/news/old/7")).toBe("/archive/7");
    expect(followRule(ruleFor(rules, "/news/7") as RedirectRule, "/news/7")).toBe("/list/7");
  });

  it("finds a loop, also one that only adds or drops a trailing slash", () => {
    expect(loopFrom([rule(1, "/a", "/b"), rule(2, "/b", "/a")], "/a")).toBe("/a");
    expect(loopFrom([rule(1, "/a", "/a/")], "/a")).toBe("/a/");
    expect(loopFrom([rule(1, "/a", "/b")], "/a")).toBeUndefined();
  });
});
