import { Badge, Box, Button, Code, Flex, Table, Text } from "@chakra-ui/react";
import { moduleInstallState } from "@corp/domain/module-install-state";
import { useTranslation } from "react-i18next";
import { useIsSuperAdmin } from "../admin-shell/permissions.tsx";
import type { MarketModule, ModuleInfo } from "./module-api.ts";
import { localTitle } from "./module-title.ts";

type Props = {
  rows: ModuleInfo[];
  /** The market's catalogue when it answered: an installed module with a newer version there can update. */
  market: MarketModule[];
  busy: boolean;
  onChangeState: (module: ModuleInfo, state: boolean) => void;
  onUninstall: (module: ModuleInfo) => void;
  onUpdate: (module: MarketModule) => void;
};

/** The installed modules with their routes and tables: enable, disable, update, uninstall. */
export function InstalledTable({ rows, market, busy, onChangeState, onUninstall, onUpdate }: Props) {
  const { t, i18n } = useTranslation();
  // Installing, updating, enabling and removing modules is the super admin's (ADR 0023).
  const manage = useIsSuperAdmin();
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("moduleMarket.name")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("moduleMarket.version")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("moduleMarket.state")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("moduleMarket.routes")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("moduleMarket.tables")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("moduleMarket.actions")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={6} textAlign="center" color="fg.muted" py="6">
                {t("moduleMarket.empty")}
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((module) => {
            const newer = market.find((m) => m.uid === module.uid && m.state === "update");
            return (
              <Table.Row key={module.uid} data-module={module.uid}>
                <Table.Cell>
                  <Text fontWeight="medium">{localTitle(module.titles, i18n.language)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {module.uid}
                  </Text>
                </Table.Cell>
                <Table.Cell>{module.version}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={module.state === moduleInstallState.enabled ? "green" : "gray"}>
                    {t(
                      module.state === moduleInstallState.enabled
                        ? "moduleMarket.stateEnable"
                        : "moduleMarket.stateDisable",
                    )}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  {module.routes.map((route) => (
                    <Code key={route} me="1">
                      /api/module{route}
                    </Code>
                  ))}
                </Table.Cell>
                <Table.Cell>
                  {module.tables.map((table) => (
                    <Code key={table} me="1">
                      {table}
                    </Code>
                  ))}
                </Table.Cell>
                <Table.Cell>
                  <Flex gap="2">
                    {newer && manage && (
                      <Button size="xs" colorPalette="orange" disabled={busy} onClick={() => onUpdate(newer)}>
                        {t("moduleMarket.updateTo", { version: newer.version })}
                      </Button>
                    )}
                    {manage && (
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={busy}
                        onClick={() => onChangeState(module, module.state !== moduleInstallState.enabled)}
                      >
                        {t(
                          module.state === moduleInstallState.enabled
                            ? "moduleMarket.disable"
                            : "moduleMarket.enable",
                        )}
                      </Button>
                    )}
                    {manage && (
                      <Button
                        size="xs"
                        colorPalette="red"
                        variant="outline"
                        onClick={() => onUninstall(module)}
                      >
                        {t("moduleMarket.uninstall")}
                      </Button>
                    )}
                  </Flex>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
