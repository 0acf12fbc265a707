import type { IndexQuery, Operator, SearchItem, SortState } from "./crud-types.ts";

/** What the filter form holds for one column: the operator and one or two entered values. */
export type FilterEntry = { operator: Operator; value: string; value2?: string };
export type FilterValues = Record<string, FilterEntry | undefined>;

const NO_VALUE: ReadonlySet<Operator> = new Set(["NULL", "NOT NULL"]);
const RANGES: ReadonlySet<Operator> = new Set(["RANGE", "NOT RANGE"]);
const LISTS: ReadonlySet<Operator> = new Set(["IN", "NOT IN"]);

export const needsValue = (operator: Operator) => !NO_VALUE.has(operator);
export const isRange = (operator: Operator) => RANGES.has(operator);

/**
 * The protocol's `search[]` from the filter form: empty entries are left out, NULL/NOT NULL carry no
 * value, RANGE sends "from,to" (an open end stays empty), IN splits a comma list.
 */
export function searchFromFilters(values: FilterValues): SearchItem[] {
  const items: SearchItem[] = [];
  for (const [field, entry] of Object.entries(values)) {
    if (!entry) continue;
    const { operator } = entry;
    const value = entry.value.trim();
    if (!needsValue(operator)) {
      items.push({ field, operator });
    } else if (isRange(operator)) {
      const to = (entry.value2 ?? "").trim();
      if (value !== "" || to !== "") items.push({ field, operator, val: `${value},${to}` });
    } else if (LISTS.has(operator)) {
      const list = value
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean);
      if (list.length > 0) items.push({ field, operator, val: list });
    } else if (value !== "") {
      items.push({ field, operator, val: value });
    }
  }
  return items;
}

/** The protocol's `order=field,dir`, or nothing for the controller's default order. */
export const orderParam = (sort: SortState): string | undefined =>
  sort ? `${sort.field},${sort.dir}` : undefined;

/** Clicking a sortable header: none -> asc -> desc -> none (for that column). */
export function nextSort(current: SortState, field: string): SortState {
  if (!current || current.field !== field) return { field, dir: "asc" };
  return current.dir === "asc" ? { field, dir: "desc" } : null;
}

export type TableState = {
  quickSearch: string;
  filters: FilterValues;
  sort: SortState;
  page: number;
  limit: number;
  /** Only the rows whose English of this field is empty (not translated yet). */
  untranslated?: string;
};

/** The `index` input for the table's current state. */
export function indexQueryOf(state: TableState): IndexQuery {
  const search = searchFromFilters(state.filters);
  if (state.untranslated) search.push({ field: state.untranslated, operator: "eq", val: "" });
  const query: IndexQuery = { page: state.page, limit: state.limit };
  const quick = state.quickSearch.trim();
  if (quick) query.quickSearch = quick;
  if (search.length > 0) query.search = search;
  const order = orderParam(state.sort);
  if (order) query.order = order;
  return query;
}
