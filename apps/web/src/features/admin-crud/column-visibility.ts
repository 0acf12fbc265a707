/** Where a table keeps the columns its admin has hidden. */
const storageKey = (tableKey: string) => `crudHiddenColumns:${tableKey}`;

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** The hidden columns saved for a table, or the table's defaults when nothing valid is saved. */
export function loadHiddenColumns(
  storage: StorageLike,
  tableKey: string,
  known: readonly string[],
  defaults: readonly string[],
): Set<string> {
  try {
    const saved: unknown = JSON.parse(storage.getItem(storageKey(tableKey)) ?? "null");
    if (Array.isArray(saved)) {
      return new Set(saved.filter((f): f is string => typeof f === "string" && known.includes(f)));
    }
  } catch {
    // A damaged entry falls back to the defaults.
  }
  return new Set(defaults);
}

export function saveHiddenColumns(storage: StorageLike, tableKey: string, hidden: ReadonlySet<string>): void {
  storage.setItem(storageKey(tableKey), JSON.stringify([...hidden].sort()));
}

/** Shows or hides one column; the last visible column cannot be hidden. */
export function toggleColumn(
  hidden: ReadonlySet<string>,
  field: string,
  all: readonly string[],
): Set<string> {
  const next = new Set(hidden);
  if (next.has(field)) next.delete(field);
  else if (all.filter((f) => !next.has(f)).length > 1) next.add(field);
  return next;
}
