import type { Schemas } from "@corp/contract/types";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";

/** The route whose metadata a path uses: `/article/12` reads the entry of `/article`. */
export function metaPathOf(path: string): string {
  const clean = `/${path.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, "") ?? ""}`;
  return clean.startsWith("/article/") ? "/article" : clean;
}

export async function pageMeta(db: Kysely<Database>, path: string): Promise<Schemas["PortalMeta"]> {
  const key = metaPathOf(path);
  const row = await db
    .selectFrom("page_meta")
    .select(["title", "keywords", "description"])
    .where("path", "=", key)
    .executeTakeFirst();
  return {
    path: key,
    title: row?.title ?? "",
    keywords: row?.keywords ?? "",
    description: row?.description ?? "",
  };
}
