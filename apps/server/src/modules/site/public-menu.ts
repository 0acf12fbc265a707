import type { CommonData, PublicMenuItem } from "@corp/contract/types";
import type { Database } from "@corp/db/schema";
import type { Lang } from "@corp/domain/lang";
import type { Kysely } from "kysely";

/** The public navigation as a tree (up to three levels are shown), heaviest `weigh` first. */
export async function publicMenuTree(db: Kysely<Database>): Promise<PublicMenuItem[]> {
  const rows = await db
    .selectFrom("menu")
    .select(["id", "pid", "title", "title_en", "thumb", "path", "weigh"])
    .where("status", "=", "enable")
    .orderBy("weigh", "desc")
    .orderBy("id", "asc")
    .execute();
  const nodes = new Map<number, PublicMenuItem>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        pid: r.pid,
        title: r.title,
        title_en: r.title_en,
        thumb: r.thumb,
        path: r.path,
        children: [],
      },
    ]),
  );
  const roots: PublicMenuItem[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id);
    if (!node) continue;
    if (!r.pid) roots.push(node);
    else nodes.get(r.pid)?.children.push(node);
  }
  return roots;
}

export async function friendLinks(db: Kysely<Database>) {
  return db
    .selectFrom("friend_link")
    .select(["id", "title", "title_en", "link"])
    .where("status", "=", "enable")
    .orderBy("weigh", "desc")
    .orderBy("id", "asc")
    .execute();
}

/** A title in `lang`: in English the English one, or the Chinese where none was entered. */
const titleIn = (item: { title: string; title_en?: string | undefined }, lang: Lang) =>
  lang === "en" ? item.title_en || item.title : item.title;

/** The menu tree in `lang` (issue 50, item 1): each `title` in that language, `title_en` beside it. */
export function menusIn(menus: readonly PublicMenuItem[], lang: Lang): PublicMenuItem[] {
  if (lang !== "en") return [...menus];
  return menus.map((item) => ({
    ...item,
    title: titleIn(item, lang),
    children: menusIn(item.children, lang),
  }));
}

/** The menus and friendly links of `/api/Index/common` in `lang`, as pages in it show them. */
export function commonIn(common: CommonData, lang: Lang): CommonData {
  if (lang !== "en") return common;
  return {
    menuArr: menusIn(common.menuArr, lang),
    linkArr: common.linkArr.map((link) => ({ ...link, title: titleIn(link, lang) })),
  };
}
