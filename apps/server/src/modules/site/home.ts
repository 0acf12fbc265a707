import type { Schemas } from "@corp/contract/types";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { latestArticles } from "./article-items.ts";
import {
  type ContentLanguage,
  hasEnglish,
  hidesUntranslated,
  shownLanguage,
  shownText,
} from "./content-language.ts";
import { enabledTopics } from "./topics.ts";

const HOME_NEWS = 6;

/** The home page: banners, the latest news, the special reports and the company summary. */
export async function homeContent(
  db: Kysely<Database>,
  view: ContentLanguage,
): Promise<Schemas["PortalHomeData"]> {
  const [banners, news, topics, corp] = await Promise.all([
    db
      .selectFrom("banner")
      .select([
        "banner.id",
        shownText(view, "banner", "title"),
        shownText(view, "banner", "summary"),
        "banner.image",
        "banner.link",
        shownLanguage(view, "banner"),
      ])
      .where("banner.status", "=", "enable")
      .$if(hidesUntranslated(view), (query) => query.where(hasEnglish("banner")))
      .orderBy("weigh", "desc")
      .orderBy("id", "asc")
      .execute(),
    latestArticles(db, view, { limit: HOME_NEWS }),
    enabledTopics(db, view),
    db
      .selectFrom("corp")
      .select([
        shownText(view, "corp", "name"),
        "corp.name_en",
        shownText(view, "corp", "slogan"),
        shownText(view, "corp", "summary"),
        "corp.image",
      ])
      .where("status", "=", "enable")
      .orderBy("weigh", "desc")
      .orderBy("id", "asc")
      .executeTakeFirst(),
  ]);
  return {
    banners,
    news,
    topics,
    company: corp ?? { name: "", name_en: "", slogan: "", summary: "", image: "" },
  };
}
