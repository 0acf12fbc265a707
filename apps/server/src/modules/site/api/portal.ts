import type { Lang } from "@corp/domain/lang";
import type { FastifyInstance } from "fastify";
import { success } from "../../../envelope.ts";
import { defineRoute } from "../../../http/define-route.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { articleDetail, articleNotFound } from "../article-detail.ts";
import { publishedArticles } from "../article-items.ts";
import { articleList } from "../article-list.ts";
import { countView, visitorOf } from "../article-views.ts";
import { contentLanguage } from "../content-language.ts";
import { homeContent } from "../home.ts";
import { layoutContent } from "../layout.ts";
import { pageMeta } from "../page-meta.ts";
import { pageContent } from "../pages.ts";
import { topicsWithArticles } from "../topics.ts";

/** The content of the public pages (SPEC §2), read-only except for the article view counter. */
export function portalRoutes(app: FastifyInstance, { db, views }: AppServices): void {
  /** The content language an answer is in: its address's `lang` (the answer cache keys by it). */
  const viewOf = (query: { lang?: Lang | undefined } | undefined) =>
    contentLanguage(db, query?.lang ?? "zh-cn");

  defineRoute(app, "get", "/api/portal/home", async (request) =>
    success(await homeContent(db, await viewOf(request.query))),
  );

  defineRoute(app, "get", "/api/portal/page", async (request) =>
    success(await pageContent(db, await viewOf(request.query), request.query.name)),
  );

  defineRoute(app, "get", "/api/portal/articles", async (request) => {
    const { cid, page = 1, limit = 10 } = request.query ?? {};
    return success(await articleList(db, await viewOf(request.query), { categoryId: cid, page, limit }));
  });

  defineRoute(app, "get", "/api/portal/topics", async (request) =>
    success(await topicsWithArticles(db, await viewOf(request.query), request.query?.tid || undefined)),
  );

  defineRoute(app, "get", "/api/portal/layout", async (request) =>
    success(await layoutContent(db, await viewOf(request.query))),
  );

  defineRoute(app, "get", "/api/portal/article", async (request) =>
    success(
      // A read ahead of the visit (prefetch) is no view, nor a visitor's second within the hour, as for
      // the article page.
      await articleDetail(db, await viewOf(request.query), request.query.id, () => countView(views, request)),
    ),
  );

  // A page loaded ahead of the visit counts its view once shown (the islands' view beacon), once an hour
  // for a visitor as any view.
  defineRoute(app, "post", "/api/portal/view", async (request) => {
    const { id } = request.query;
    const found = await publishedArticles(db)
      .select("article.id")
      .where("article.id", "=", id)
      .executeTakeFirst();
    if (!found) throw articleNotFound();
    views.record(id, visitorOf(request));
    return success(null);
  });

  defineRoute(app, "get", "/api/portal/meta", async (request) =>
    success(await pageMeta(db, await viewOf(request.query), request.query.path)),
  );
}
