import type { Schemas } from "@corp/contract/types";
import { articlePagePath } from "@corp/domain/public-pages";
import { categoryName } from "../content/article-card.tsx";
import { contentLang, untranslatedLang } from "../content/content-lang.ts";
import { publishDate } from "../content/publish-date.ts";
import { RichHtml } from "../content/rich-html.tsx";
import { Island } from "../page/island.tsx";
import { usePublicPage } from "../page/page-context.tsx";
import { PageShell } from "./page-shell.tsx";
import { topicTitle } from "./topic-card.tsx";
import { VideoPlayerIsland } from "./video-player-island.tsx";

type Neighbour = Schemas["PortalArticleLink"] | null;

function NeighbourLink({ label, article }: { label: string; article: Neighbour }) {
  const { page, t, href } = usePublicPage();
  return (
    <p className="article__neighbour">
      {label}
      {article ? (
        <a href={href(articlePagePath(article.id))} {...contentLang(article.lang, page.lang)}>
          {article.title}
        </a>
      ) : (
        <span className="muted-text">{t("portal.article.none")}</span>
      )}
    </p>
  );
}

/** An article: headline, date, source and views, the video when it has one, the body, and neighbours. */
export function ArticlePage({ article }: { article: Schemas["PortalArticleDetail"] }) {
  const { page, t, href } = usePublicPage();
  const date = publishDate(article.publish_time, page.site.timeZone);
  const category = categoryName(article.category, page.lang);
  return (
    <PageShell
      titleKey="article"
      title={article.title}
      titleLang={article.lang}
      crumbs={[
        {
          label: category,
          href: `/list?cid=${article.category.id}`,
          ...untranslatedLang(article.category.name_en, page.lang),
        },
      ]}
    >
      <article
        className="article"
        data-testid="article"
        data-article-id={article.id}
        {...contentLang(article.lang, page.lang)}
      >
        <div className="article__head">
          <p className="article__tags">
            <span className="badge" {...untranslatedLang(article.category.name_en, page.lang)}>
              {category}
            </span>
            {article.topic ? (
              <a
                href={href(`/topic?tid=${article.topic.id}`)}
                {...untranslatedLang(article.topic.title_en, page.lang)}
              >
                {t("portal.article.topic", { title: topicTitle(article.topic, page.lang) })}
              </a>
            ) : null}
          </p>
          <p className="article__meta">
            <span>
              {t("portal.article.published", { date: "" })}
              <time dateTime={date}>{date}</time>
            </span>
            {/* Each in the page's language: the Chinese, marked so, only where no English was entered. */}
            {article.source ? (
              <span>
                {t("portal.article.source", { source: "" })}
                <span {...untranslatedLang(article.source_en, page.lang)}>{article.source}</span>
              </span>
            ) : null}
            {article.author ? (
              <span>
                {t("portal.article.author", { author: "" })}
                <span {...untranslatedLang(article.author_en, page.lang)}>{article.author}</span>
              </span>
            ) : null}
            <span data-testid="article-views">{t("portal.article.views", { count: article.views })}</span>
          </p>
        </div>
        {article.video_url ? (
          <Island
            name="video-player"
            component={VideoPlayerIsland}
            props={{
              src: article.video_url,
              title: article.title,
              poster: article.image,
              lang: page.lang,
              label: t("portal.article.video"),
            }}
          />
        ) : null}
        {/* The body's own headings start at h2 or below: this one keeps the outline in order. */}
        <h2 className="visually-hidden">{t("portal.article.body")}</h2>
        <RichHtml html={article.content} />
        <nav className="article__neighbours" aria-label={t("pageTitle.article")}>
          <NeighbourLink label={t("portal.article.previous")} article={article.prev} />
          <NeighbourLink label={t("portal.article.next")} article={article.next} />
        </nav>
      </article>
    </PageShell>
  );
}
