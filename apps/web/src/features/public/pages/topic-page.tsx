import type { Schemas } from "@corp/contract/types";
import type { PublicRoute } from "@corp/domain/public-route";
import { ArticleCard } from "../content/article-card.tsx";
import { ArrowRightIcon, ChevronLeftIcon } from "../content/content-icons.tsx";
import { contentLang } from "../content/content-lang.ts";
import { usePublicPage } from "../page/page-context.tsx";
import { EmptyContent } from "./empty-content.tsx";
import { PageShell } from "./page-shell.tsx";
import { topicTitle } from "./topic-card.tsx";

/** Special reports: every topic with its latest articles, or one topic (`tid`) with all of them. */
export function TopicPage({
  topics,
  route,
}: {
  topics: Schemas["PortalTopicsData"];
  route: Extract<PublicRoute, { page: "topic" }>;
}) {
  const { page, t, href } = usePublicPage();
  const single = route.tid ? topics.list[0] : undefined;
  return (
    <PageShell
      titleKey="topic"
      crumbs={
        single ? [{ label: topicTitle(single, page.lang), ...contentLang(single.lang, page.lang) }] : []
      }
    >
      {route.tid ? (
        <a className="back-link" href={href("/topic")}>
          <ChevronLeftIcon />
          {t("portal.topic.allTopics")}
        </a>
      ) : null}
      {topics.list.length === 0 ? <EmptyContent /> : null}
      <div className="topic-list">
        {topics.list.map((topic) => (
          <section
            key={topic.id}
            aria-labelledby={`topic-${topic.id}`}
            data-testid="topic-section"
            {...contentLang(topic.lang, page.lang)}
          >
            <div className="topic-intro">
              <img
                className="topic-intro__image"
                src={topic.image}
                alt=""
                width={640}
                height={480}
                loading="lazy"
              />
              <div className="topic-intro__text">
                <h2 id={`topic-${topic.id}`} className="topic-intro__title">
                  {topicTitle(topic, page.lang)}
                </h2>
                <p className="topic-intro__summary">{topic.summary}</p>
                <p className="topic-intro__count">{t("portal.topic.articles", { count: topic.total })}</p>
                {!route.tid && topic.total > topic.articles.length ? (
                  <a className="button button--outline" href={href(`/topic?tid=${topic.id}`)}>
                    {t("portal.topic.viewAll")}
                    <ArrowRightIcon />
                  </a>
                ) : null}
              </div>
            </div>
            {topic.articles.length === 0 ? (
              <p className="muted-text">{t("portal.topic.empty")}</p>
            ) : (
              <div className="topic-articles">
                {topic.articles.map((article) => (
                  <ArticleCard key={article.id} article={article} />
                ))}
              </div>
            )}
          </section>
        ))}
      </div>
    </PageShell>
  );
}
