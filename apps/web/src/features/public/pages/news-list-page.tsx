import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../i18n/use-language.ts";
import { ArticleCard, categoryName } from "../content/article-card.tsx";
import { Pager } from "../content/pager.tsx";
import { type ListQuery, portalQueries } from "../content/portal-queries.ts";
import { EmptyContent } from "./empty-content.tsx";
import { PageShell } from "./page-shell.tsx";

type MenuParams = { mid?: number | undefined; pid?: number | undefined };

/** News centre: category filter, articles newest first, pages. `mid`/`pid` travel along. */
export function NewsListPage({ query, menu }: { query: ListQuery; menu: MenuParams }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data } = useSuspenseQuery(portalQueries.articles(query));
  const current = data.categories.find((c) => c.id === query.cid);
  const keep = {
    ...(menu.mid !== undefined ? { mid: menu.mid } : {}),
    ...(menu.pid !== undefined ? { pid: menu.pid } : {}),
  };
  return (
    <PageShell titleKey="list" crumbs={current ? [{ label: categoryName(current, lang) }] : []}>
      <HStack
        as="nav"
        aria-label={t("portal.list.categories")}
        gap="2"
        wrap="wrap"
        mb="6"
        data-testid="category-filter"
      >
        {[undefined, ...data.categories].map((category) => {
          const active = category?.id === query.cid;
          return (
            <Button
              key={category?.id ?? 0}
              asChild
              size="sm"
              rounded="full"
              variant={active ? "solid" : "outline"}
              colorPalette="brand"
            >
              <RouterLink
                to="/list"
                search={{ ...keep, ...(category ? { cid: category.id } : {}) }}
                aria-current={active ? "page" : undefined}
              >
                {category ? categoryName(category, lang) : t("portal.list.all")}
              </RouterLink>
            </Button>
          );
        })}
      </HStack>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {t("portal.list.total", { total: data.total })}
      </Text>
      {data.list.length === 0 ? (
        <EmptyContent>{t("portal.list.empty")}</EmptyContent>
      ) : (
        <Stack gap="4">
          {data.list.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </Stack>
      )}
      <Pager
        page={data.page}
        total={data.total}
        limit={data.limit}
        to="/list"
        search={(page) => ({
          ...keep,
          ...(query.cid ? { cid: query.cid } : {}),
          ...(page > 1 ? { page } : {}),
        })}
      />
    </PageShell>
  );
}
