import type { PublicMenuItem } from "@corp/contract/types";
import type { Database } from "@corp/db/schema";
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
