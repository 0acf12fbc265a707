import { Card, Heading, Table, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { hooks } from "../../app/api.ts";
import { siteTime } from "../../lib/site-time.ts";
import { TablePager } from "../admin-crud/table-pager.tsx";

const PAGE_SIZES = [10, 20, 50];

/** account/balance and account/integral: the member's ledger, newest first, paged. */
export function LedgerPage({ kind }: { kind: "balance" | "integral" }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const init = { params: { query: { page, limit } } };
  // Both ledgers answer the same shape; only their paths differ.
  const ledger = (
    kind === "balance" ? hooks.accountBalanceQuery(init) : hooks.accountIntegralQuery(init)
  ) as ReturnType<typeof hooks.accountBalanceQuery>;
  const rows = useQuery({ ...ledger, placeholderData: keepPreviousData });
  const amount = (value: number) =>
    kind === "balance" ? t("memberCentre.ledger.yuan", { amount: value.toFixed(2) }) : String(value);
  const signed = (value: number) => `${value > 0 ? "+" : ""}${amount(value)}`;
  const list = rows.data?.list ?? [];
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h1" size="lg">
          {t(kind === "balance" ? "memberCentre.ledger.balanceTitle" : "memberCentre.ledger.integralTitle")}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Table.ScrollArea>
          <Table.Root size="sm" data-testid={`ledger-${kind}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("memberCentre.ledger.change")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("memberCentre.ledger.before")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("memberCentre.ledger.after")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("memberCentre.ledger.memo")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("memberCentre.ledger.time")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell color={row.change < 0 ? "red.fg" : "green.fg"} fontWeight="semibold">
                    {signed(row.change)}
                  </Table.Cell>
                  <Table.Cell>{amount(row.before)}</Table.Cell>
                  <Table.Cell>{amount(row.after)}</Table.Cell>
                  <Table.Cell>{row.memo}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{siteTime(row.create_time)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {rows.isSuccess && list.length === 0 ? (
          <Text color="fg.muted" py="6" textAlign="center">
            {t("memberCentre.ledger.empty")}
          </Text>
        ) : null}
        <TablePager
          total={rows.data?.total ?? 0}
          page={page}
          limit={limit}
          pageSizes={PAGE_SIZES}
          onLimit={(next) => {
            setLimit(next);
            setPage(1);
          }}
          onPage={setPage}
        />
      </Card.Body>
    </Card.Root>
  );
}
