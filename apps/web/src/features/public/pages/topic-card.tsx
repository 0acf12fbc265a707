import type { Schemas } from "@corp/contract/types";
import { contentLang } from "../content/content-lang.ts";
import { usePublicPage } from "../page/page-context.tsx";

export const topicTitle = (topic: { title: string; title_en: string }, lang: string) =>
  lang === "en" && topic.title_en ? topic.title_en : topic.title;

/** A special report as a picture card linking to its page. */
export function TopicCard({ topic }: { topic: Schemas["PortalTopic"] }) {
  const { page, href } = usePublicPage();
  return (
    <article className="topic-card" {...contentLang(topic.lang, page.lang)}>
      <img className="topic-card__image" src={topic.image} alt="" width={640} height={480} loading="lazy" />
      <div className="topic-card__text">
        <h3 className="topic-card__title">
          <a href={href(`/topic?tid=${topic.id}`)}>{topicTitle(topic, page.lang)}</a>
        </h3>
        <p className="topic-card__summary">{topic.summary}</p>
      </div>
    </article>
  );
}
