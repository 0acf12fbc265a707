import { Box, IconButton, NativeSelect, Stack, Switch, Text } from "@chakra-ui/react";
import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useStore } from "../../lib/store/persistent-store.ts";
import { type LayoutConfig, layoutStore } from "./layout-config.ts";

/** The layout panel of the top bar: layout mode, dark mode, menu colours (kept in localStorage). */
export function LayoutSettings() {
  const { t } = useTranslation();
  const layout = useStore(layoutStore);
  const [open, setOpen] = useState(false);
  const set = (patch: Partial<LayoutConfig>) => layoutStore.set({ ...layout, ...patch });
  return (
    <Box position="relative">
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t("adminUi.shell.layout")}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <SlidersHorizontal />
      </IconButton>
      {open ? (
        <Stack
          position="absolute"
          right="0"
          top="100%"
          mt="1"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          p="3"
          gap="3"
          minW="14rem"
          boxShadow="lg"
          role="dialog"
          aria-label={t("adminUi.shell.layout")}
        >
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
        </Stack>
      ) : null}
    </Box>
  );
}
