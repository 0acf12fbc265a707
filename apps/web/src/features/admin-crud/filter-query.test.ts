import { describe, expect, it } from "vitest";
import { indexQueryOf, nextSort, searchFromFilters } from "./filter-query.ts";

describe("filter form to protocol query", () => {
  it("skips empty entries and keeps the operators", () => {
    expect(
      searchFromFilters({
        username: { operator: "LIKE", value: " adm " },
        nickname: { operator: "eq", value: "" },
        status: undefined,
      }),
    ).toEqual([{ field: "username", operator: "LIKE", val: "adm" }]);
  });

  it("sends NULL without a value, RANGE as from,to and IN as a list", () => {
    expect(
      searchFromFilters({
        avatar: { operator: "NULL", value: "" },
        create_time: { operator: "RANGE", value: "100", value2: "" },
        id: { operator: "IN", value: "1, 2,,3" },
        weigh: { operator: "NOT RANGE", value: "", value2: "" },
      }),
    ).toEqual([
      { field: "avatar", operator: "NULL" },
      { field: "create_time", operator: "RANGE", val: "100," },
      { field: "id", operator: "IN", val: ["1", "2", "3"] },
    ]);
  });

  it("builds the index input with paging, quick search and order", () => {
    expect(
      indexQueryOf({
        quickSearch: "  x ",
        filters: { id: { operator: "gt", value: "3" } },
        sort: { field: "id", dir: "desc" },
        page: 2,
        limit: 20,
      }),
    ).toEqual({
      page: 2,
      limit: 20,
      quickSearch: "x",
      search: [{ field: "id", operator: "gt", val: "3" }],
      order: "id,desc",
    });
    expect(indexQueryOf({ quickSearch: "", filters: {}, sort: null, page: 1, limit: 10 })).toEqual({
      page: 1,
      limit: 10,
    });
  });

  it("lists only the rows whose English is empty when asked for the untranslated", () => {
    const state = { quickSearch: "", filters: {}, sort: null, page: 1, limit: 10 };
    expect(indexQueryOf({ ...state, untranslated: "title_en" }).search).toEqual([
      { field: "title_en", operator: "eq", val: "" },
    ]);
  });

  it("cycles a column's sort through asc, desc and off", () => {
    expect(nextSort(null, "id")).toEqual({ field: "id", dir: "asc" });
    expect(nextSort({ field: "id", dir: "asc" }, "id")).toEqual({ field: "id", dir: "desc" });
    expect(nextSort({ field: "id", dir: "desc" }, "id")).toBeNull();
    expect(nextSort({ field: "id", dir: "desc" }, "name")).toEqual({ field: "name", dir: "asc" });
  });
});
