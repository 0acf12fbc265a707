import { Button, HStack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";

type Props = {
  page: number;
  total: number;
  limit: number;
  /** The address of a page: the current path with `page` changed. */
  to: "/list" | "/search";
  search: (page: number) => Record<string, string | number | undefined>;
};

/** Previous / next links with the position: real links, so crawlers reach every page. */
export function Pager({ page, total, limit, to, search }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t("portal.pager.label")} justify="center" gap="3" mt="8">
      <Button asChild variant="outline" size="sm" disabled={page <= 1} aria-disabled={page <= 1}>
        {page > 1 ? (
          <RouterLink to={to} search={search(page - 1)} rel="prev">
            <ChevronLeft aria-hidden />
            {t("portal.pager.previous")}
          </RouterLink>
        ) : (
          <span>
            <ChevronLeft aria-hidden />
            {t("portal.pager.previous")}
          </span>
        )}
      </Button>
      <Text fontSize="sm" color="fg.muted" data-testid="pager-status">
        {t("portal.pager.status", { page, pages })}
      </Text>
      <Button asChild variant="outline" size="sm" disabled={page >= pages} aria-disabled={page >= pages}>
        {page < pages ? (
          <RouterLink to={to} search={search(page + 1)} rel="next">
            {t("portal.pager.next")}
            <ChevronRight aria-hidden />
          </RouterLink>
        ) : (
          <span>
            {t("portal.pager.next")}
            <ChevronRight aria-hidden />
          </span>
        )}
      </Button>
    </HStack>
  );
}
