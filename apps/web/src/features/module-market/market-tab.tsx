import { Alert, Badge, Box, Button, Flex, Table, Text } from "@chakra-ui/react";
import { formatYuan } from "@corp/domain/money";
import type { UseQueryResult } from "@tanstack/react-query";
import { RefreshCw, ShoppingCart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { errorText } from "../admin-crud/error-text.ts";
import { useIsSuperAdmin } from "../admin-shell/permissions.tsx";
import type { MarketModule } from "./module-api.ts";
import { localTitle } from "./module-title.ts";

function StateBadge({ module }: { module: MarketModule }) {
  const { t } = useTranslation();
  if (module.state === "update") {
    return (
      <Badge colorPalette="orange">{t("moduleMarket.updateAvailable", { version: module.version })}</Badge>
    );
  }
  return (
    <Badge colorPalette={module.state === "installed" ? "green" : "gray"}>
      {t(module.state === "installed" ? "moduleMarket.installedState" : "moduleMarket.notInstalled")}
    </Badge>
  );
}

/**
 * The market's catalogue: each module with its price and where it stands here (not installed,
 * installed, update available), and the action that fits: buy (or install, when free), or update.
 * Without a configured market, or when it fails, the catalogue error is shown in its place.
 */
export function MarketTab({
  catalogue,
  busy,
  onBuy,
}: {
  catalogue: UseQueryResult<MarketModule[]>;
  busy: boolean;
  onBuy: (module: MarketModule) => void;
}) {
  const { t, i18n } = useTranslation();
  // Installing, updating, enabling and removing modules is the super admin's (ADR 0023).
  const manage = useIsSuperAdmin();
  if (catalogue.isError) {
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{errorText(catalogue.error)}</Alert.Title>
        </Alert.Content>
        <Button size="xs" variant="outline" onClick={() => void catalogue.refetch()}>
          <RefreshCw /> {t("moduleMarket.refresh")}
        </Button>
      </Alert.Root>
    );
  }
  const rows = catalogue.data ?? [];
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("moduleMarket.name")}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">{t("moduleMarket.version")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("moduleMarket.price")}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">{t("moduleMarket.marketState")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("moduleMarket.actions")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={5} textAlign="center" color="fg.muted" py="6">
                {catalogue.isPending ? t("app.loading") : t("moduleMarket.marketEmpty")}
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((module) => (
            <Table.Row key={module.uid} data-market-module={module.uid}>
              <Table.Cell minW={{ base: "8rem", md: "14rem" }}>
                <Text fontWeight="medium">{localTitle(module.title, i18n.language)}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {module.uid} · {localTitle(module.description, i18n.language)}
                </Text>
                {/* On a phone the version and state columns are left out: they are shown here. */}
                <Flex hideFrom="md" gap="2" align="center" mt="1" fontSize="xs">
                  {module.version} <StateBadge module={module} />
                </Flex>
              </Table.Cell>
              <Table.Cell hideBelow="md">{module.version}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {module.price === 0 ? (
                  <Text color="green.fg">{t("moduleMarket.free")}</Text>
                ) : (
                  <Text color="red.fg" fontWeight="medium">
                    {t("moduleMarket.yuan", { amount: formatYuan(module.price) })}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell hideBelow="md">
                <StateBadge module={module} />
              </Table.Cell>
              <Table.Cell>
                <Flex gap="2">
                  {module.state === "not-installed" && manage && (
                    <Button size="xs" colorPalette="blue" disabled={busy} onClick={() => onBuy(module)}>
                      <ShoppingCart />
                      {t(module.price === 0 ? "moduleMarket.install" : "moduleMarket.buy")}
                    </Button>
                  )}
                  {module.state === "update" && manage && (
                    <Button size="xs" colorPalette="orange" disabled={busy} onClick={() => onBuy(module)}>
                      {t("moduleMarket.updateTo", { version: module.version })}
                    </Button>
                  )}
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
