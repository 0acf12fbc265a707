import { Box, NativeSelect, Switch, Text } from "@chakra-ui/react";
import { SlidersHorizontal } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useStore } from "../../lib/store/persistent-store.ts";
import { type LayoutConfig, layoutStore } from "./layout-config.ts";
import { TogglePanel } from "./toggle-panel.tsx";

/** The layout panel of the top bar: layout mode, dark mode, menu colours (kept in localStorage). */
export function LayoutSettings() {
  const { t } = useTranslation();
  const layout = useStore(layoutStore);
  const set = (patch: Partial<LayoutConfig>) => layoutStore.set({ ...layout, ...patch });
  return (
    <TogglePanel label={t("adminUi.shell.layout")} icon={<SlidersHorizontal />} variant="ghost" role="dialog">
      <Text fontWeight="semibold">{t("adminUi.shell.layout")}</Text>
      <Box>
        <Text fontSize="sm" mb="1">
          {t("adminUi.shell.layoutMode")}
        </Text>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={t("adminUi.shell.layoutMode")}
            value={layout.mode}
            onChange={(e) => set({ mode: e.target.value === "classic" ? "classic" : "default" })}
          >
            <option value="default">{t("adminUi.shell.modes.default")}</option>
            <option value="classic">{t("adminUi.shell.modes.classic")}</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Box>
      <Box>
        <Text fontSize="sm" mb="1">
          {t("adminUi.shell.menuColours")}
        </Text>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={t("adminUi.shell.menuColours")}
            value={layout.menuColours}
            onChange={(e) => set({ menuColours: e.target.value === "light" ? "light" : "dark" })}
          >
            <option value="dark">{t("adminUi.shell.colours.dark")}</option>
            <option value="light">{t("adminUi.shell.colours.light")}</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Box>
      <Switch.Root checked={layout.dark} onCheckedChange={(d) => set({ dark: d.checked })}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t("adminUi.shell.darkMode")}</Switch.Label>
      </Switch.Root>
    </TogglePanel>
  );
}
