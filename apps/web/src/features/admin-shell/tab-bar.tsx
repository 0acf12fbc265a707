import { Box, Button, chakra, Flex, IconButton } from "@chakra-ui/react";
import { RefreshCw, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Tab } from "./tab-state.ts";

type Props = {
  tabs: Tab[];
  active: string;
  onSelect: (path: string) => void;
  onClose: (path: string) => void;
  onCloseOthers: () => void;
  onRefresh: () => void;
};

/** The open pages above the content: select, close, close the others, refresh the current one. */
export function TabBar({ tabs, active, onSelect, onClose, onCloseOthers, onRefresh }: Props) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap="1" px="2" py="1" bg="bg" borderBottomWidth="1px" minH="10">
      <Flex as="nav" aria-label={t("adminUi.shell.tabs")} gap="1" overflowX="auto" flex="1" role="tablist">
        {tabs.map((tab) => {
          const selected = tab.path === active;
          return (
            <Flex
              key={tab.path}
              role="tab"
              aria-selected={selected}
              align="center"
              gap="1"
              ps="3"
              pe="1"
              py="1"
              borderRadius="md"
              fontSize="sm"
              whiteSpace="nowrap"
              bg={selected ? "brand.solid" : "bg.muted"}
              color={selected ? "white" : "fg"}
            >
              <chakra.button type="button" onClick={() => onSelect(tab.path)} cursor="pointer">
                {tab.title}
              </chakra.button>
              {tabs.length > 1 ? (
                <IconButton
                  size="2xs"
                  variant="ghost"
                  color="inherit"
                  aria-label={t("adminUi.shell.closeTab", { title: tab.title })}
                  onClick={() => onClose(tab.path)}
                >
                  <X />
                </IconButton>
              ) : null}
            </Flex>
          );
        })}
      </Flex>
      <Box flexShrink={0}>
        <IconButton size="xs" variant="ghost" aria-label={t("adminUi.shell.refresh")} onClick={onRefresh}>
          <RefreshCw />
        </IconButton>
        <Button size="xs" variant="ghost" onClick={onCloseOthers} disabled={tabs.length <= 1}>
          {t("adminUi.shell.closeOthers")}
        </Button>
      </Box>
    </Flex>
  );
}
