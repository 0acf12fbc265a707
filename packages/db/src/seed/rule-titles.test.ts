import { hasEnglishRuleTitle } from "@corp/domain/rule-titles";
import { describe, expect, it } from "vitest";
import { ADMIN_RULES } from "./admin-rules.ts";
import { MEMBER_RULES } from "./member-rules.ts";

type Node = { type: string; name: string; children?: Node[] };

const menuEntries = (nodes: readonly Node[]): string[] =>
  nodes.flatMap((node) => (node.type === "button" ? [] : [node.name, ...menuEntries(node.children ?? [])]));

describe("seeded menu entries", () => {
  it("each has an English title for the English interface", () => {
    const names = [...menuEntries(ADMIN_RULES), ...menuEntries(MEMBER_RULES)];
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((name) => !hasEnglishRuleTitle(name))).toEqual([]);
  });
});
