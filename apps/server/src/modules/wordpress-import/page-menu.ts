import { menu } from "@corp/domain/collections/content/menu";
import type { ImportNote } from "@corp/domain/messages/wordpress-import-report";
import type { Trx } from "../../admin/crud/crud.ts";
import type { ImportContext } from "./import-context.ts";
import { columnLength } from "./item-limits.ts";
import type { Wxr, WxrItem } from "./wxr.ts";

/** How deep the site menu goes (its collection's tree), and the longest title of an item. */
const MENU_LEVELS = menu.tree.levels ?? 3;
const MENU_TITLE_MAX = columnLength(menu.fields.title);

/** The pages of an export by id, and the ids of those that have child pages. */
type PageTree = { pages: Map<number, WxrItem>; parents: Set<number> };

const trees = new WeakMap<Wxr, PageTree>();

function pageTreeOf(wxr: Wxr): PageTree {
  const known = trees.get(wxr);
  if (known) return known;
  const pages = new Map(wxr.items.filter((item) => item.type === "page").map((item) => [item.id, item]));
  const parents = new Set([...pages.values()].map((item) => item.parent).filter((id) => pages.has(id)));
  const tree = { pages, parents };
  trees.set(wxr, tree);
  return tree;
}

/** The page's ancestors in the export, its parent first (a loop in a hand-made export ends the walk). */
function ancestorsOf(tree: PageTree, item: WxrItem): WxrItem[] {
  const found: WxrItem[] = [];
  const seen = new Set([item.id]);
  for (let up = tree.pages.get(item.parent); up && !seen.has(up.id); up = tree.pages.get(up.parent)) {
    found.push(up);
    seen.add(up.id);
  }
  return found;
}

/** The menu item here of a page an import brought (found by the page's new address), with its level. */
async function menuItemOfPage(
  trx: Trx,
  ctx: ImportContext,
  pageId: number,
): Promise<{ id: number; level: number } | undefined> {
  const record = await trx
    .selectFrom("import_record")
    .select("new_url")
    .where("source", "=", ctx.source.slice(0, 255))
    .where("kind", "=", "page")
    .where("source_id", "=", pageId)
    .executeTakeFirst();
  if (!record) return undefined;
  const item = await trx
    .selectFrom("menu")
    .select(["id", "pid"])
    .where("path", "=", record.new_url)
    .orderBy("id")
    .executeTakeFirst();
  if (!item) return undefined;
  let level = 1;
  for (let pid = item.pid; pid !== 0 && level <= MENU_LEVELS; level++) {
    const up = await trx.selectFrom("menu").select("pid").where("id", "=", pid).executeTakeFirst();
    pid = up?.pid ?? 0;
  }
  return { id: item.id, level };
}

/**
 * A page of a WordPress page tree takes its place in the site menu, which is where this site keeps a
 * page's parent (the breadcrumb and the section's sub-menu come from it): under the menu item of its
 * nearest shown ancestor, in WordPress's menu order among its siblings; a top page with children at the
 * top level. A page outside any tree, hidden, or whose ancestors are all hidden gets no place. A page
 * deeper than the menu's levels, or titled longer than a menu item, stays out of the menu with a note.
 */
export async function addMenuPlace(
  trx: Trx,
  ctx: ImportContext,
  item: WxrItem,
  page: { title: string; path: string; shown: boolean },
): Promise<ImportNote | undefined> {
  const tree = pageTreeOf(ctx.wxr);
  const ancestors = ancestorsOf(tree, item);
  if (!page.shown || (ancestors.length === 0 && !tree.parents.has(item.id))) return undefined;
  let parent: { id: number; level: number } | undefined;
  for (const ancestor of ancestors) {
    parent = await menuItemOfPage(trx, ctx, ancestor.id);
    if (parent) break;
  }
  if (ancestors.length > 0 && !parent) return undefined;
  const level = (parent?.level ?? 0) + 1;
  if (level > MENU_LEVELS) return { key: "importNoteMenuTooDeep", params: { level, max: MENU_LEVELS } };
  if ([...page.title].length > MENU_TITLE_MAX)
    return { key: "importNoteMenuTitleTooLong", params: { max: MENU_TITLE_MAX } };
  await trx
    .insertInto("menu")
    .values({
      pid: parent?.id ?? 0,
      title: page.title,
      title_en: "",
      thumb: "",
      path: page.path,
      // The heaviest first here, the lowest order first in WordPress.
      weigh: -item.menuOrder,
      status: "enable",
    })
    .execute();
  return undefined;
}
