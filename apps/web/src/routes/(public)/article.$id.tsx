import { createFileRoute, notFound } from "@tanstack/react-router";
import { portalQueries } from "../../features/portal-content/portal-queries.ts";
import { ArticleNotFound } from "../../features/portal-pages/article-not-found.tsx";
import { ArticlePage } from "../../features/portal-pages/article-page.tsx";
import { isApiError } from "../../lib/request/api-error.ts";

const articleId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

export const Route = createFileRoute("/(public)/article/$id")({
  staticData: { title: "article" },
  loader: async ({ context, params }) => {
    const id = articleId(params.id);
    if (id === 0) throw notFound();
    try {
      return await context.queryClient.ensureQueryData(portalQueries.article(id));
    } catch (error) {
      // A missing or unpublished article is the 404 page (with a 404 status when rendered on the server).
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: ArticleRoute,
  notFoundComponent: ArticleNotFound,
});

function ArticleRoute() {
  return <ArticlePage id={articleId(Route.useParams().id)} />;
}
