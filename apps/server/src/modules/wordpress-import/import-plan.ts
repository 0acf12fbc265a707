import type { ImportedKind } from "@corp/domain/collections/content/import-run";
import type { Wxr, WxrItem } from "./wxr.ts";

/** Why an item of the export is not imported. */
export type SkipReason =
  /** An earlier import brought it (its record names what it became). */
  | "imported"
  /** In WordPress's trash, an editor's unsaved draft, or a revision of another item. */
  | "trash"
  | "autoDraft"
  | "revision"
  /** A menu item, a block, a template, a custom post type: nothing here takes it. */
  | "otherType";

/** One item the import works through, in the order it does (categories and media before the posts). */
export type PlannedItem = {
  kind: ImportedKind | "other";
  id: number;
  title: string;
  /** The WordPress post type, for an item of another type. */
  type?: string;
  skip?: SkipReason;
};

/** What the preview shows: per kind, how many will be imported and how many are skipped and why. */
export type ImportPreview = {
  site: string;
  title: string;
  counts: Record<ImportedKind, { toImport: number; imported: number; skipped: number }>;
  /** Items of types nothing here takes, by type (`nav_menu_item`: 5). */
  otherTypes: Record<string, number>;
  authors: string[];
};

const KIND_OF_TYPE: Record<string, ImportedKind> = { post: "post", page: "page", attachment: "attachment" };

/** The key of an imported item in the records: `post:12`. */
export const recordKey = (kind: string, id: number): string => `${kind}:${id}`;

function skipOf(item: WxrItem): SkipReason | undefined {
  if (item.type === "revision") return "revision";
  if (!KIND_OF_TYPE[item.type]) return "otherType";
  if (item.status === "trash") return "trash";
  if (item.status === "auto-draft") return "autoDraft";
  return undefined;
}

/**
 * `list` in an order where each element comes after its parent (when the parent is in the list), else
 * as it was: WordPress's exporter lists parents first, other exporters and hand-made exports may not.
 */
export function parentsFirst<T, K>(list: readonly T[], keyOf: (x: T) => K, parentOf: (x: T) => K): T[] {
  const byKey = new Map(list.map((x) => [keyOf(x), x]));
  const placed = new Set<T>();
  const ordered: T[] = [];
  const place = (x: T, trail: Set<T>) => {
    if (placed.has(x) || trail.has(x)) return;
    trail.add(x);
    const parent = byKey.get(parentOf(x));
    if (parent !== undefined && parent !== x) place(parent, trail);
    placed.add(x);
    ordered.push(x);
  };
  for (const x of list) place(x, new Set());
  return ordered;
}

/**
 * The items of an export in the order they are imported: categories (parents first), then media (a
 * post's featured picture and the pictures in its text must be here first), pages (parents first, so a
 * child finds its parent's menu place) and posts. `done` holds the record keys of what earlier imports
 * of the same site brought.
 */
export function planImport(wxr: Wxr, done: ReadonlySet<string>): PlannedItem[] {
  const terms = parentsFirst(
    wxr.categories,
    (term) => term.slug,
    (term) => term.parent,
  );
  const categories: PlannedItem[] = terms.map((term) => ({
    kind: "category",
    id: term.id,
    title: term.name,
    ...(done.has(recordKey("category", term.id)) ? { skip: "imported" as const } : {}),
  }));
  const order: Record<string, number> = { attachment: 0, page: 1, post: 2 };
  const pages = parentsFirst(
    wxr.items.filter((item) => item.type === "page"),
    (item) => item.id,
    (item) => item.parent,
  );
  const others = wxr.items.filter((item) => item.type !== "page");
  const items = [...pages, ...others]
    .sort((a, b) => (order[a.type] ?? 3) - (order[b.type] ?? 3))
    .map((item): PlannedItem => {
      const kind = KIND_OF_TYPE[item.type];
      const skip = skipOf(item) ?? (kind && done.has(recordKey(kind, item.id)) ? "imported" : undefined);
      return {
        kind: kind ?? "other",
        id: item.id,
        title: item.title || item.slug,
        ...(kind ? {} : { type: item.type }),
        ...(skip ? { skip } : {}),
      };
    });
  return [...categories, ...items];
}

/** The preview of a plan. */
export function previewOf(wxr: Wxr, plan: readonly PlannedItem[]): ImportPreview {
  const blank = () => ({ toImport: 0, imported: 0, skipped: 0 });
  const counts = { category: blank(), post: blank(), page: blank(), attachment: blank() };
  const otherTypes: Record<string, number> = {};
  for (const item of plan) {
    if (item.kind === "other") {
      const type = item.type ?? "";
      otherTypes[type] = (otherTypes[type] ?? 0) + 1;
      continue;
    }
    const count = counts[item.kind];
    if (!item.skip) count.toImport++;
    else if (item.skip === "imported") count.imported++;
    else count.skipped++;
  }
  return {
    site: wxr.blogUrl,
    title: wxr.title,
    counts,
    otherTypes,
    authors: [...wxr.authors.values()],
  };
}
