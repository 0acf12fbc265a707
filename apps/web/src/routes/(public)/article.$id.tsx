import { parseArticleId } from "@corp/domain/public-pages";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { portalQueries } from "../../features/public/content/portal-queries.ts";
import { ArticleNotFound } from "../../features/public/pages/article-not-found.tsx";
import { ArticlePage } from "../../features/public/pages/article-page.tsx";
import { isApiError } from "../../lib/request/api-error.ts";

export const Route = createFileRoute("/(public)/article/$id")({
  staticData: { title: "article" },
  loader: async ({ context, params }) => {
    const id = parseArticleId(params.id);
    if (id === undefined) throw notFound();
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
  return <ArticlePage id={parseArticleId(Route.useParams().id) ?? 0} />;
}
