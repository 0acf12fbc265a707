import { Button, Flex, HStack, NativeSelect, Text } from "@chakra-ui/react";
import { COUNTED_TOTAL_CAP, totalIsCapped } from "@corp/domain/list-total";
import { useTranslation } from "react-i18next";

type Props = {
  /** The matching rows, or COUNTED_TOTAL_CAP + 1 for "more than 10,000" (the server counts no further). */
  total: number;
  /** The rows on this page: past a capped total, "next" is offered while a page is full. */
  shown?: number;
  page: number;
  limit: number;
  pageSizes: number[];
  onLimit: (limit: number) => void;
  onPage: (page: number) => void;
};

/**
 * The total, the page size and previous/next below a paged table. On a narrow screen the total and the
 * page size wrap apart from the page buttons, and "共 0 条" and "1 / 1" never break inside. Past a capped
 * total the table says "超过 10,000 条" / "10,000+ in total" and pages on as long as pages come full.
 */
export function TablePager({ total, shown, page, limit, pageSizes, onLimit, onPage }: Props) {
  const { t } = useTranslation();
  const capped = totalIsCapped(total);
  const known = Math.max(1, Math.ceil((capped ? COUNTED_TOTAL_CAP : total) / limit));
  const pages = capped ? `${Math.max(known, page)}+` : String(known);
  const last = capped ? shown !== undefined && shown < limit : page >= known;
  return (
    <Flex align="center" justify="flex-end" wrap="wrap" gap="2" mt="3" fontSize="sm">
      <Text whiteSpace="nowrap">
        {capped
          ? t("adminUi.table.totalMore", { total: COUNTED_TOTAL_CAP.toLocaleString("en-US") })
          : t("adminUi.table.total", { total })}
      </Text>
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field
          aria-label={t("adminUi.table.pageSize")}
          value={limit}
          onChange={(e) => onLimit(Number(e.target.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {t("adminUi.table.perPage", { size })}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      <HStack gap="2">
        <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t("adminUi.table.previous")}
        </Button>
        <Text whiteSpace="nowrap">
          {page} / {pages}
        </Text>
        <Button size="xs" variant="outline" disabled={last} onClick={() => onPage(page + 1)}>
          {t("adminUi.table.next")}
        </Button>
      </HStack>
    </Flex>
  );
}
