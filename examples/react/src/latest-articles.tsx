import { hooks } from "./corp.ts";

const dateOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** The five newest published articles, from GET /api/portal/articles. */
export function LatestArticles() {
  const articles = hooks.usePortalArticles({ params: { query: { limit: 5 } } });
  if (articles.isPending) return <p>Loading…</p>;
  if (articles.isError) return <p role="alert">{articles.error.msg}</p>;
  return (
    <ol aria-label="Latest articles">
      {articles.data.list.map((article) => (
        <li key={article.id}>
          <span>{article.title}</span>
          <time dateTime={dateOf(article.publish_time)}>{dateOf(article.publish_time)}</time>
        </li>
      ))}
    </ol>
  );
}
