import { Button, Flex, HStack, NativeSelect, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

type Props = {
  total: number;
  page: number;
  limit: number;
  pageSizes: number[];
  onLimit: (limit: number) => void;
  onPage: (page: number) => void;
};

/**
 * The total, the page size and previous/next below a paged table. On a narrow screen the total and the
 * page size wrap apart from the page buttons, and "共 0 条" and "1 / 1" never break inside.
 */
export function TablePager({ total, page, limit, pageSizes, onLimit, onPage }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <Flex align="center" justify="flex-end" wrap="wrap" gap="2" mt="3" fontSize="sm">
      <Text whiteSpace="nowrap">{t("adminUi.table.total", { total })}</Text>
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
        <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t("adminUi.table.next")}
        </Button>
      </HStack>
    </Flex>
  );
}
