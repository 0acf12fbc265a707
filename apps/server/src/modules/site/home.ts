import type { Schemas } from "@corp/contract/types";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { latestArticles } from "./article-items.ts";
import { enabledTopics } from "./topics.ts";

const HOME_NEWS = 6;

/** The home page: banners, the latest news, the special reports and the company summary. */
export async function homeContent(db: Kysely<Database>): Promise<Schemas["PortalHomeData"]> {
  const [banners, news, topics, corp] = await Promise.all([
    db
      .selectFrom("banner")
      .select(["id", "title", "summary", "image", "link"])
      .where("status", "=", "enable")
      .orderBy("weigh", "desc")
      .orderBy("id", "asc")
      .execute(),
    latestArticles(db, { limit: HOME_NEWS }),
    enabledTopics(db),
    db
      .selectFrom("corp")
      .select(["name", "name_en", "slogan", "summary", "image"])
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
