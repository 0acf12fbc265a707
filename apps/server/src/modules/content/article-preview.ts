import { isLang } from "@corp/domain/lang";
import { localizedPath } from "@corp/domain/language-address";
import { parseArticleId } from "@corp/domain/public-pages";
import type { FastifyInstance } from "fastify";
import { authorizeAdmin } from "../../admin/gate/authorize-admin.ts";
import { identities, tokenFromHeaders } from "../../auth/identity.ts";
import { requestOrigin } from "../../request-origin.ts";
import type { AppServices } from "../../services/app-services.ts";
import type { BootData, PublicPageData, RenderedPage } from "../site/index.ts";
import { loadPublicPage } from "../site/index.ts";

/** The rule an admin needs to preview an article: the one that lets him edit it. */
export const PREVIEW_NODE = "content/article/edit";

type Options = { render: (page: PublicPageData) => Promise<RenderedPage>; boot: () => Promise<BootData> };

/**
 * `GET /preview/article/{id}`: an article, draft or scheduled, rendered exactly as its public page will
 * be, for an admin who may edit articles (his token in the `batoken` header: the admin fetches it and
 * shows it from a `blob:` address only his browser can open); `?lang=en` shows its English page. Anyone
 * else gets the public 404 page.
 * Never stored, never indexed, never counted as a view.
 */
export function articlePreviewRoute(app: FastifyInstance, services: AppServices, { render, boot }: Options) {
  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>(
    "/preview/article/:id",
    async (request, reply) => {
      const id = parseArticleId(request.params.id);
      const token = tokenFromHeaders(request.headers, identities.admin);
      const admitted =
        id !== undefined &&
        token !== "" &&
        (await authorizeAdmin(services, token, PREVIEW_NODE).then(
          () => true,
          () => false,
        ));
      const data = await loadPublicPage(services, {
        url: admitted
          ? localizedPath(`/article/${id}`, isLang(request.query.lang) ? request.query.lang : "zh-cn")
          : "/404",
        origin: requestOrigin(request),
        visitor: undefined,
        boot,
        preview: admitted,
      });
      const page = await render(data);
      return reply
        .code(admitted ? page.status : 404)
        .header("cache-control", "no-store")
        .header("x-robots-tag", "noindex, nofollow")
        .type("text/html; charset=utf-8")
        .send(page.html);
    },
  );
}
