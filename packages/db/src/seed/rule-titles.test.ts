import { hasEnglishRuleTitle, seededEnglishTitle } from "@corp/domain/rule-titles";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing.ts";
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

  it("are seeded with that English title, so the rows and the list agree", async () => {
    const handle = await createTestDatabase();
    try {
      for (const table of ["admin_rule", "user_rule"] as const) {
        const rows = await handle.db
          .selectFrom(table)
          .select(["name", "title_en"])
          .where("type", "!=", "button")
          .execute();
        expect(rows.length).toBeGreaterThan(3);
        for (const row of rows) expect(row.title_en).toBe(seededEnglishTitle(row.name));
      }
    } finally {
      await handle.close();
    }
  });
});
