import type { Schemas } from "@corp/contract/types";
import { articlePagePath } from "@corp/domain/public-pages";
import { usePublicPage } from "../page/page-context.tsx";
import { CalendarIcon, EyeIcon } from "./content-icons.tsx";
import { contentLang, untranslatedLang } from "./content-lang.ts";
import { publishDate } from "./publish-date.ts";

export type ArticleItem = Schemas["PortalArticleItem"];

export const categoryName = (category: { name: string; name_en: string }, lang: string) =>
  lang === "en" && category.name_en ? category.name_en : category.name;

/** An article in a list: picture, category, title, summary and date; the whole card links to it. */
export function ArticleCard({
  article,
  layout = "row",
  level = 3,
}: {
  article: ArticleItem;
  layout?: "row" | "column";
  /** The heading level of the title: 2 where no section heading stands above the cards. */
  level?: 2 | 3;
}) {
  const { page, href } = usePublicPage();
  const Heading = level === 2 ? "h2" : "h3";
  const date = publishDate(article.publish_time, page.site.timeZone);
  return (
    <article
      className={`article-card article-card--${layout}`}
      data-testid="article-card"
      {...contentLang(article.lang, page.lang)}
    >
      {article.image ? (
        <img
          className="article-card__image"
          src={article.image}
          alt=""
          width={480}
          height={270}
          loading="lazy"
        />
      ) : null}
      <div className="article-card__body">
        <span className="badge" {...untranslatedLang(article.category.name_en, page.lang)}>
          {categoryName(article.category, page.lang)}
        </span>
        <Heading className="article-card__title">
          <a href={href(articlePagePath(article.id))}>{article.title}</a>
        </Heading>
        {article.summary ? <p className="article-card__summary">{article.summary}</p> : null}
        <p className="article-card__meta">
          <span>
            <CalendarIcon />
            <time dateTime={date}>{date}</time>
          </span>
          <span>
            <EyeIcon />
            {article.views}
          </span>
        </p>
      </div>
    </article>
  );
}
