import { OPERATORS, type Operator } from "@corp/domain/crud-operators";

export { OPERATORS, type Operator };

export type SearchValue = string | number | boolean | (string | number)[] | null;
export type SearchItem = { field: string; operator: Operator; val?: SearchValue };

export type IndexQuery = {
  quickSearch?: string;
  search?: SearchItem[];
  order?: string;
  limit?: number;
  page?: number;
};

export type IndexResult<R> = { list: R[]; total: number; remark: string };

export type RowId = number;

/** What a table needs from one controller's procedures. */
export type CrudSource<R> = {
  /** Identifies the controller in the query cache, e.g. "auth.admin". */
  key: string;
  index: (query: IndexQuery) => Promise<IndexResult<R>>;
  del?: (ids: RowId[]) => Promise<unknown>;
  sortable?: (id: RowId, targetId: RowId) => Promise<unknown>;
  exportCsv?: (query: Omit<IndexQuery, "limit" | "page">) => Promise<{ filename: string; csv: string }>;
};

/** How one column's filter is entered. */
export type FilterKind = "text" | "number" | "select" | "datetime";

export type SortDir = "asc" | "desc";
export type SortState = { field: string; dir: SortDir } | null;
