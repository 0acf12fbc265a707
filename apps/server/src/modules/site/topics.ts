import type { Schemas } from "@corp/contract/types";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { countArticles, latestArticles } from "./article-items.ts";
import {
  type ContentLanguage,
  hasEnglish,
  hidesUntranslated,
  shownLanguage,
  shownText,
} from "./content-language.ts";

/** Articles shown under each topic of the overview, and under the one topic asked for. */
const OVERVIEW_ARTICLES = 4;
const SINGLE_TOPIC_ARTICLES = 30;

export async function enabledTopics(
  db: Kysely<Database>,
  view: ContentLanguage,
  onlyId?: number,
): Promise<Schemas["PortalTopic"][]> {
  let query = db
    .selectFrom("topic")
    .select([
      "topic.id",
      shownText(view, "topic", "title"),
      "topic.title_en",
      shownText(view, "topic", "summary"),
      "topic.image",
      shownLanguage(view, "topic"),
    ])
    .where("topic.status", "=", "enable");
  if (hidesUntranslated(view)) query = query.where(hasEnglish("topic"));
  if (onlyId) query = query.where("topic.id", "=", onlyId);
  return query.orderBy("topic.weigh", "desc").orderBy("topic.id", "asc").execute();
}

/** Special reports with their latest articles; `topicId` narrows to one report and shows more of it. */
export async function topicsWithArticles(
  db: Kysely<Database>,
  view: ContentLanguage,
  topicId: number | undefined,
): Promise<Schemas["PortalTopicsData"]> {
  const topics = await enabledTopics(db, view, topicId);
  const limit = topicId ? SINGLE_TOPIC_ARTICLES : OVERVIEW_ARTICLES;
  const list = [];
  // One topic at a time: PGlite serialises queries anyway, and a Postgres pool stays small.
  for (const topic of topics) {
    const [articles, total] = await Promise.all([
      latestArticles(db, view, { limit, topicId: topic.id }),
      countArticles(db, view, { topicId: topic.id }),
    ]);
    list.push({ ...topic, total, articles });
  }
  return { list };
}
