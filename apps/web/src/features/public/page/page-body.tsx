import type { PublicPageContent } from "@corp/server/public-page";
import { ArticleCentrePage } from "../pages/article-centre-page.tsx";
import { ArticlePage } from "../pages/article-page.tsx";
import { CompanyPage } from "../pages/company-page.tsx";
import { ContactPage } from "../pages/contact-page.tsx";
import { HistoryPage } from "../pages/history-page.tsx";
import { HomePage } from "../pages/home-page.tsx";
import { NewsListPage } from "../pages/news-list-page.tsx";
import { SearchPage } from "../pages/search-page.tsx";
import { SinglePage } from "../pages/single-page.tsx";
import { TopicPage } from "../pages/topic-page.tsx";
import { ProblemPage } from "../problem-pages/problem-page.tsx";
import { VideoDemoPage } from "../video-demo/video-demo-page.tsx";

/** The page's own content, between the site header and footer. */
export function PageBody({ content }: { content: PublicPageContent }) {
  switch (content.page) {
    case "home":
      return <HomePage home={content.home} />;
    case "list":
      return <NewsListPage list={content.list} route={content.route} />;
    case "article":
      return <ArticlePage article={content.article} />;
    case "topic":
      return <TopicPage topics={content.topics} route={content.route} />;
    case "layout":
      return <ArticleCentrePage layout={content.layout} />;
    case "company":
      return <CompanyPage content={content.content} />;
    case "history":
      return <HistoryPage content={content.content} />;
    case "contact":
      return <ContactPage content={content.content} />;
    case "singlePage":
      return <SinglePage content={content.content} />;
    case "search":
      return <SearchPage route={content.route} results={content.results} />;
    case "video":
      return <VideoDemoPage />;
    case "noPermission":
    case "notFound":
      return <ProblemPage kind={content.page} />;
  }
}
