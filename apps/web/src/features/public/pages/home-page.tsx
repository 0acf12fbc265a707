import type { Schemas } from "@corp/contract/types";
import { ArticleCard } from "../content/article-card.tsx";
import { ArrowRightIcon } from "../content/content-icons.tsx";
import { contentLang } from "../content/content-lang.ts";
import { Island } from "../page/island.tsx";
import { usePublicPage } from "../page/page-context.tsx";
import { BannerCarousel } from "./banner-carousel.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { TopicCard } from "./topic-card.tsx";

/** SPEC §2 home: banner carousel, latest news, special reports and the company summary. */
export function HomePage({ home }: { home: Schemas["PortalHomeData"] }) {
  const { page, t, href } = usePublicPage();
  const { company } = home;
  const companyName = page.lang === "en" && company.name_en ? company.name_en : company.name;
  const banners = home.banners.map(({ id, title, summary, image, link, lang }) => ({
    id,
    title,
    summary,
    image,
    link: href(link),
    ...contentLang(lang, page.lang),
  }));
  return (
    <>
      <h1 className="visually-hidden">{page.site.siteName}</h1>
      <Island
        name="banner-carousel"
        component={BannerCarousel}
        props={{
          banners,
          texts: {
            label: t("portal.home.banners"),
            previous: t("portal.home.previous"),
            next: t("portal.home.next"),
            slide: t("portal.home.slide"),
          },
        }}
      />
      <section className="container home-section" aria-labelledby="home-news">
        <SectionHeading
          id="home-news"
          title={t("portal.home.latestNews")}
          href="/list"
          more={t("portal.home.moreNews")}
        />
        <div className="home-news">
          {home.news.map((article) => (
            <ArticleCard key={article.id} article={article} layout="column" />
          ))}
        </div>
      </section>
      <section className="home-topics" aria-labelledby="home-topics">
        <div className="container home-section">
          <SectionHeading
            id="home-topics"
            title={t("portal.home.topics")}
            href="/topic"
            more={t("portal.home.moreTopics")}
          />
          <div className="home-topics__grid" data-count={Math.min(5, home.topics.length)}>
            {home.topics.map((topic) => (
              <TopicCard key={topic.id} topic={topic} />
            ))}
          </div>
        </div>
      </section>
      <section className="container home-section home-about" aria-labelledby="home-about">
        <div className="home-about__text">
          <h2 id="home-about" className="section-heading__title">
            {t("portal.home.about")}
          </h2>
          <h3 className="home-about__name">{companyName}</h3>
          {company.slogan ? <p className="home-about__slogan">{company.slogan}</p> : null}
          <p className="home-about__summary">{company.summary}</p>
          <a className="button" href={href("/us/company")}>
            {t("portal.home.learnMore")}
            <ArrowRightIcon />
          </a>
        </div>
        {company.image ? (
          <img
            className="home-about__image"
            src={company.image}
            alt={companyName}
            width={800}
            height={600}
            loading="lazy"
          />
        ) : null}
      </section>
    </>
  );
}
