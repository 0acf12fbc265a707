import type { Schemas } from "@corp/contract/types";
import { articlePagePath } from "@corp/domain/public-pages";
import { ArticleCard, categoryName } from "../content/article-card.tsx";
import { ArrowRightIcon, EyeIcon } from "../content/content-icons.tsx";
import { contentLang } from "../content/content-lang.ts";
import { usePublicPage } from "../page/page-context.tsx";
import { PageShell } from "./page-shell.tsx";

/** Article centre: each category's latest articles, with the most read ones beside them. */
export function ArticleCentrePage({ layout }: { layout: Schemas["PortalLayoutData"] }) {
  const { page, t, href } = usePublicPage();
  return (
    <PageShell titleKey="layout">
      <div className="article-centre">
        <div className="article-centre__sections">
          {layout.sections.map(({ category, articles }) => {
            const name = categoryName(category, page.lang);
            return (
              <section key={category.id} aria-labelledby={`category-${category.id}`}>
                <div className="section-heading">
                  <h2 id={`category-${category.id}`} className="section-heading__title">
                    {name}
                  </h2>
                  <a className="section-heading__more" href={href(`/list?cid=${category.id}`)}>
                    {t("portal.layout.more", { name })}
                    <ArrowRightIcon />
                  </a>
                </div>
                <div className="article-list">
                  {articles.map((article) => (
                    <ArticleCard key={article.id} article={article} />
                  ))}
                </div>
              </section>
            );
          })}
        </div>
        <aside className="popular" aria-labelledby="popular-articles">
          <h2 id="popular-articles" className="popular__title">
            {t("portal.layout.popular")}
          </h2>
          <ol className="popular__list">
            {layout.popular.map((article, i) => (
              <li key={article.id} className="popular__item">
                <span className={i < 3 ? "popular__rank popular__rank--top" : "popular__rank"}>{i + 1}</span>
                <div className="popular__text">
                  <a
                    className="popular__link"
                    href={href(articlePagePath(article.id))}
                    {...contentLang(article.lang, page.lang)}
                  >
                    {article.title}
                  </a>
                  <span className="popular__views">
                    <EyeIcon />
                    {article.views}
                  </span>
                </div>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </PageShell>
  );
}
