import type { Schemas } from "@corp/contract/types";
import type { PublicRoute } from "@corp/domain/public-route";
import { ArticleCard, categoryName } from "../content/article-card.tsx";
import { untranslatedLang } from "../content/content-lang.ts";
import { Pager } from "../content/pager.tsx";
import { usePublicPage } from "../page/page-context.tsx";
import { EmptyContent } from "./empty-content.tsx";
import { PageShell } from "./page-shell.tsx";

/** The query of a list address: the menu values travel along, then the category and page. */
function listQuery(
  route: Extract<PublicRoute, { page: "list" }>,
  cid: number | undefined,
): Record<string, string> {
  const query: Record<string, string> = {};
  if (route.mid !== undefined) query.mid = String(route.mid);
  if (route.pid !== undefined) query.pid = String(route.pid);
  if (cid !== undefined) query.cid = String(cid);
  return query;
}

const listHref = (query: Record<string, string>) => {
  const text = new URLSearchParams(query).toString();
  return text ? `/list?${text}` : "/list";
};

/** News centre: category filter, articles newest first, pages. `mid`/`pid` travel along. */
export function NewsListPage({
  list,
  route,
}: {
  list: Schemas["PortalArticleListData"];
  route: Extract<PublicRoute, { page: "list" }>;
}) {
  const { page, t, href } = usePublicPage();
  const current = list.categories.find((c) => c.id === route.cid);
  return (
    <PageShell
      titleKey="list"
      crumbs={
        current
          ? [{ label: categoryName(current, page.lang), ...untranslatedLang(current.name_en, page.lang) }]
          : []
      }
    >
      <nav aria-label={t("portal.list.categories")} className="category-filter" data-testid="category-filter">
        {[undefined, ...list.categories].map((category) => {
          const active = category?.id === route.cid;
          return (
            <a
              key={category?.id ?? 0}
              className="chip"
              href={href(listHref(listQuery(route, category?.id)))}
              aria-current={active ? "page" : undefined}
              {...(category ? untranslatedLang(category.name_en, page.lang) : {})}
            >
              {category ? categoryName(category, page.lang) : t("portal.list.all")}
            </a>
          );
        })}
      </nav>
      <p className="list-total">{t("portal.list.total", { total: list.total })}</p>
      {list.list.length === 0 ? (
        <EmptyContent>{t("portal.list.empty")}</EmptyContent>
      ) : (
        <div className="article-list">
          {list.list.map((article) => (
            <ArticleCard key={article.id} article={article} level={2} />
          ))}
        </div>
      )}
      <Pager
        page={list.page}
        total={list.total}
        limit={list.limit}
        pathname="/list"
        search={listQuery(route, route.cid)}
      />
    </PageShell>
  );
}
