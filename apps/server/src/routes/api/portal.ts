import type { FastifyInstance } from "fastify";
import { success } from "../../envelope.ts";
import type { AppServices } from "../../services/app-services.ts";
import { articleDetail, articleNotFound } from "../../services/portal/article-detail.ts";
import { publishedArticles } from "../../services/portal/article-items.ts";
import { articleList } from "../../services/portal/article-list.ts";
import { countView } from "../../services/portal/article-views.ts";
import { homeContent } from "../../services/portal/home.ts";
import { layoutContent } from "../../services/portal/layout.ts";
import { pageMeta } from "../../services/portal/page-meta.ts";
import { pageContent } from "../../services/portal/pages.ts";
import { topicsWithArticles } from "../../services/portal/topics.ts";
import { defineRoute } from "../define-route.ts";

/** The content of the public pages (SPEC §2), read-only except for the article view counter. */
export function portalRoutes(app: FastifyInstance, { db, views }: AppServices): void {
  defineRoute(app, "get", "/api/portal/home", async () => success(await homeContent(db)));

  defineRoute(app, "get", "/api/portal/page", async (request) =>
    success(await pageContent(db, request.query.name)),
  );

  defineRoute(app, "get", "/api/portal/articles", async (request) => {
    const { cid, page = 1, limit = 10 } = request.query ?? {};
    return success(await articleList(db, { categoryId: cid, page, limit }));
  });

  defineRoute(app, "get", "/api/portal/topics", async (request) =>
    success(await topicsWithArticles(db, request.query?.tid || undefined)),
  );

  defineRoute(app, "get", "/api/portal/layout", async () => success(await layoutContent(db)));

  defineRoute(app, "get", "/api/portal/article", async (request) =>
    success(await articleDetail(db, request.query.id, () => countView(views, request.url))),
  );

  // A page loaded ahead of the visit counts its view once shown (the islands' view beacon).
  defineRoute(app, "post", "/api/portal/view", async (request) => {
    const { id } = request.query;
    const found = await publishedArticles(db)
      .select("article.id")
      .where("article.id", "=", id)
      .executeTakeFirst();
    if (!found) throw articleNotFound();
    views.record(id);
    return success(null);
  });

  defineRoute(app, "get", "/api/portal/meta", async (request) =>
    success(await pageMeta(db, request.query.path)),
  );
}
