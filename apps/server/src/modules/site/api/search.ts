import { t } from "@corp/domain/messages";
import type { FastifyInstance } from "fastify";
import { success } from "../../../envelope.ts";
import { AppError } from "../../../errors.ts";
import { defineRoute } from "../../../http/define-route.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { bigramSearch } from "../search/bigram-search.ts";
import type { SearchEngine } from "../search/search-engine.ts";

/** The portal's article search (issue 3 §4) in the language of `lang`; the engine behind it is chosen here. */
export function searchRoutes(app: FastifyInstance, { db }: AppServices): void {
  const engine: SearchEngine = bigramSearch(db);

  defineRoute(app, "get", "/api/portal/search", async (request) => {
    const { q, page = 1, limit = 10, lang = "zh-cn" } = request.query;
    const query = q.trim();
    if (!query) {
      const says = t("searchQueryEmpty", request.lang);
      throw new AppError({ key: "searchQueryEmpty", status: 400, data: { fields: { q: says } } });
    }
    const { total, list } = await engine.search(query, { page, limit, lang });
    return success({ q: query, total, page, limit, list });
  });
}
