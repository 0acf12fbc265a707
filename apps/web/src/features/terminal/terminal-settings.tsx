import { Box, HStack, NativeSelect, Switch, Text } from "@chakra-ui/react";
import { PACKAGE_MANAGERS, type PackageManager } from "@corp/domain/terminal-commands";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { corp } from "../../app/api.ts";
import { useStore } from "../../lib/store/persistent-store.ts";
import { terminalActions, terminalStore } from "./terminal-store.ts";

const CONFIG_KEY = ["terminal", "config"];

/** The terminal's settings: the package manager (on the server, SPEC §7) and the automatic cleanup (here). */
export function TerminalSettings() {
  const { t } = useTranslation();
  const { autoClean } = useStore(terminalStore);
  const client = useQueryClient();
  const config = useQuery({
    queryKey: CONFIG_KEY,
    queryFn: () => corp.post("/admin/ajax/changeTerminalConfig", { body: {} }),
  });
  const change = useMutation({
    mutationFn: (manager: PackageManager) =>
      corp.post("/admin/ajax/changeTerminalConfig", { body: { manager } }, { showSuccessMessage: true }),
    onSuccess: (data) => client.setQueryData(CONFIG_KEY, data),
  });
  return (
    <Box borderTopWidth="1px" pt="3" display="flex" flexDirection="column" gap="3">
      <Text fontWeight="semibold">{t("terminal.settings")}</Text>
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm" minW="6rem">
          {t("terminal.packageManager")}
        </Text>
        <NativeSelect.Root size="sm" width="8rem" disabled={!config.data || change.isPending}>
          <NativeSelect.Field
            aria-label={t("terminal.packageManager")}
            value={config.data?.manager ?? ""}
            onChange={(e) => change.mutate(e.target.value as PackageManager)}
          >
            {/* Every manager is listed; those the server lacks are shown but cannot be chosen. */}
            {PACKAGE_MANAGERS.map((m) => {
              const installed = config.data?.installed.includes(m) ?? false;
              return (
                <option key={m} value={m} disabled={!installed}>
                  {installed ? m : t("terminal.notInstalled", { manager: m })}
                </option>
              );
            })}
          </NativeSelect.Field>
        </NativeSelect.Root>
        <Text fontSize="xs" color="fg.muted">
          {t("terminal.packageManagerTip")}
        </Text>
      </HStack>
      <Switch.Root
        size="sm"
        checked={autoClean}
        onCheckedChange={(d) => terminalActions.setAutoClean(d.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t("terminal.autoClean")}</Switch.Label>
      </Switch.Root>
    </Box>
  );
}
