import { List, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ModuleUploadInfo } from "./module-api.ts";

type Permissions = ModuleUploadInfo["permissions"];

/** What a module declares it may do, read before it is installed (ADR 0023). */
export function ModulePermissionList({ permissions }: { permissions: Permissions }) {
  const { t } = useTranslation();
  const groups = [
    ["moduleMarket.permNetwork", permissions.network],
    ["moduleMarket.routes", permissions.routes],
    ["moduleMarket.tables", permissions.tables],
    ["moduleMarket.permFiles", permissions.files],
    ["moduleMarket.permMenu", permissions.menu],
  ] as const;
  return (
    <Stack gap="1" fontSize="sm" aria-label={t("moduleMarket.permissionsTitle")} role="group">
      <Text fontWeight="medium">{t("moduleMarket.permissionsTitle")}</Text>
      <Text>{t(permissions.server ? "moduleMarket.permServer" : "moduleMarket.permNoServer")}</Text>
      {permissions.network.length === 0 && <Text>{t("moduleMarket.permNoNetwork")}</Text>}
      {groups
        .filter(([, items]) => items.length > 0)
        .map(([label, items]) => (
          <Stack key={label} gap="0">
            <Text color="fg.muted">{t(label)}</Text>
            <List.Root ps="4" fontFamily="mono" fontSize="xs">
              {items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          </Stack>
        ))}
    </Stack>
  );
}
