import { describe, expect, it } from "vitest";
import { type ForeignKey, insertOrder } from "./table-order.ts";

const key = (child: string, parent: string, nullable = false, deferrable = false): ForeignKey => ({
  name: `${child}_${parent}_fkey`,
  child,
  parent,
  nullable,
  deferrable,
});

describe("the order a restore inserts tables in", () => {
  it("puts every table after those it references, ties by name", () => {
    const plan = insertOrder(
      ["user_money_log", "user", "user_group", "article", "category"],
      [key("user_money_log", "user"), key("user", "user_group"), key("article", "category")],
    );
    expect(plan).toEqual({
      order: ["category", "article", "user_group", "user", "user_money_log"],
      deferred: [],
    });
  });

  it("breaks a cycle at a key whose columns may be null, to be filled in last", () => {
    const tableToLog = key("crud_table", "crud_log", true);
    const logToTable = key("crud_log", "crud_table", true);
    const plan = insertOrder(
      ["crud_migration", "crud_log", "crud_table"],
      [tableToLog, logToTable, key("crud_migration", "crud_table")],
    );
    expect(plan.deferred).toHaveLength(1);
    const [broken] = plan.deferred;
    // The key kept orders its two tables; the migration comes after the table it needs.
    const kept = broken === tableToLog ? logToTable : tableToLog;
    expect(plan.order.indexOf(kept.parent)).toBeLessThan(plan.order.indexOf(kept.child));
    expect(plan.order.indexOf("crud_table")).toBeLessThan(plan.order.indexOf("crud_migration"));
  });

  it("defers a table's key to itself when it may be null, and ignores deferrable keys", () => {
    const self = key("menu", "menu", true);
    const plan = insertOrder(["menu", "page"], [self, key("menu", "page", false, true)]);
    expect(plan).toEqual({ order: ["menu", "page"], deferred: [self] });
  });

  it("names the tables of a cycle that no null can break", () => {
    expect(() => insertOrder(["a", "b", "c"], [key("a", "b"), key("b", "a"), key("c", "a")])).toThrow(
      /foreign keys of a, b, c form a cycle of columns that may not be null/,
    );
  });
});
