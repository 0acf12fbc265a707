import type { Database } from "@corp/db/schema";
import { type Lang, languages } from "@corp/domain/lang";
import type { PublicRoute } from "@corp/domain/public-route";
import type { Kysely } from "kysely";
import { contentLanguage, hasEnglish } from "./content-language.ts";

const CHINESE_ONLY: readonly Lang[] = ["zh-cn"];

/** Whether the item a page shows has English (its English title), or undefined for a page of no item. */
async function itemHasEnglish(db: Kysely<Database>, route: PublicRoute): Promise<boolean | undefined> {
  const english = hasEnglish;
  switch (route.page) {
    case "article": {
      const row = await db
        .selectFrom("article")
        .select(english("article").as("english"))
        .where("id", "=", route.id)
        .executeTakeFirst();
      return row?.english ?? false;
    }
    case "topic": {
      if (route.tid === undefined) return undefined;
      const row = await db
        .selectFrom("topic")
        .select(english("topic").as("english"))
        .where("id", "=", route.tid)
        .executeTakeFirst();
      return row?.english ?? false;
    }
    case "company":
    case "history":
    case "contact":
    case "singlePage": {
      const slug = route.page === "singlePage" ? route.slug : route.page;
      const row = await db
        .selectFrom("page")
        .select(english("page").as("english"))
        .where("slug", "=", slug)
        .executeTakeFirst();
      return row?.english ?? false;
    }
    default:
      return undefined;
  }
}

/**
 * The languages a found page has an address in, for its `hreflang` alternates and the language switch
 * (the sitemap lists the same): every language, except for an item without English that the site hides
 * from English pages (`english_untranslated` = hide), which is Chinese only.
 */
export async function pageLanguages(db: Kysely<Database>, route: PublicRoute): Promise<readonly Lang[]> {
  const english = await itemHasEnglish(db, route);
  if (english !== false) return languages;
  const { untranslated } = await contentLanguage(db, "en");
  return untranslated === "chinese" ? languages : CHINESE_ONLY;
}
