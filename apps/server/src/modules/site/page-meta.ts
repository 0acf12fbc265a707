import type { Schemas } from "@corp/contract/types";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { type ContentLanguage, shownText } from "./content-language.ts";

/** The route whose metadata a path uses: `/article/12` reads the entry of `/article`. */
export function metaPathOf(path: string): string {
  const clean = `/${path.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, "") ?? ""}`;
  return clean.startsWith("/article/") ? "/article" : clean;
}

export async function pageMeta(
  db: Kysely<Database>,
  view: ContentLanguage,
  path: string,
): Promise<Schemas["PortalMeta"]> {
  const key = metaPathOf(path);
  const row = await db
    .selectFrom("page_meta")
    .select([
      shownText(view, "page_meta", "title"),
      shownText(view, "page_meta", "keywords"),
      shownText(view, "page_meta", "description"),
    ])
    .where("path", "=", key)
    .executeTakeFirst();
  return {
    path: key,
    title: row?.title ?? "",
    keywords: row?.keywords ?? "",
    description: row?.description ?? "",
  };
}
