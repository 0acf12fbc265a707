import { Box, Flex, Text } from "@chakra-ui/react";
import { localiseRules } from "@corp/domain/rule-titles";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Outlet } from "@tanstack/react-router";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { queries } from "../../app/api.ts";
import { useSiteIndex } from "../../app/use-site-data.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { useStore } from "../../lib/store/persistent-store.ts";
import { RuleMenu } from "../rule-menu/rule-menu.tsx";
import { AdminTopBar } from "./admin-top-bar.tsx";
import { KeepAlivePages } from "./keep-alive-pages.tsx";
import { layoutStore } from "./layout-config.ts";
import { COLLAPSE_BELOW_PX, MENU_COLLAPSED_WIDTH_PX, MENU_WIDTH_PX } from "./shell-size.ts";
import { TabBar } from "./tab-bar.tsx";
import { TRPCProvider, trpcClient } from "./trpc.ts";
import { useShellTabs } from "./use-shell-tabs.ts";

/**
 * The back-office frame: the rule menu, the top bar with breadcrumb and tools, the tab bar of open
 * pages (kept alive), and the page. Layout mode, menu colours and dark mode come from the saved layout.
 */
export function AdminShell() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const lang = useLanguage();
  const stored = useQuery(queries.adminIndex()).data?.menus;
  const menus = useMemo(() => localiseRules(stored ?? [], lang), [stored, lang]);
  const siteName = useSiteIndex()?.site.siteName;
  const layout = useStore(layoutStore);
  const tabs = useShellTabs(menus, (path) => path);
  const collapsed = layout.collapsed;
  const width = `${collapsed ? MENU_COLLAPSED_WIDTH_PX : MENU_WIDTH_PX}px`;
  const tone = layout.menuColours;

  // Dark mode on the document root, so dialogs and toasts in portals follow it too.
  useEffect(() => {
    const root = document.documentElement.classList;
    const hadDark = root.contains("dark");
    root.toggle("dark", layout.dark);
    return () => {
      root.toggle("dark", hadDark);
    };
  }, [layout.dark]);

  useEffect(() => {
    if (window.innerWidth < COLLAPSE_BELOW_PX && !layoutStore.get().collapsed) {
      layoutStore.set({ ...layoutStore.get(), collapsed: true });
    }
  }, []);

  const topBar = (
    <AdminTopBar
      collapsed={collapsed}
      onToggle={() => layoutStore.set({ ...layout, collapsed: !collapsed })}
      trail={tabs.trail}
    />
  );
  const classic = layout.mode === "classic";

  return (
    <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
      <Box
        className={layout.dark ? "dark" : "light"}
        colorPalette="brand"
        bg="bg.muted"
        color="fg"
        minH="100vh"
      >
        {classic ? topBar : null}
        <Flex minH={classic ? "calc(100vh - 3.5rem)" : "100vh"}>
          <Box
            as="aside"
            width={width}
            flexShrink={0}
            bg={tone === "dark" ? "gray.900" : "bg"}
            color={tone === "dark" ? "gray.200" : "fg"}
            borderRightWidth={tone === "dark" ? "0" : "1px"}
            transition="width 0.2s"
            position="sticky"
            top="0"
            height={classic ? "calc(100vh - 3.5rem)" : "100vh"}
            overflowY="auto"
            overflowX="hidden"
            data-testid="admin-menu"
          >
            {classic ? null : (
              <Flex
                align="center"
                justify="center"
                minH="14"
                px="3"
                borderBottomWidth="1px"
                borderColor={tone === "dark" ? "whiteAlpha.200" : "border"}
              >
                <Text fontWeight="bold" color={tone === "dark" ? "white" : "fg"} truncate>
                  {collapsed ? (siteName ?? t("admin.title")).slice(0, 1) : (siteName ?? t("admin.title"))}
                </Text>
              </Flex>
            )}
            <RuleMenu
              rules={menus}
              side="admin"
              collapsed={collapsed}
              label={t("admin.sideMenu")}
              tone={tone}
            />
          </Box>
          <Flex direction="column" flex="1" minWidth="0">
            {classic ? null : topBar}
            <TabBar
              tabs={tabs.state.tabs}
              active={tabs.path}
              onSelect={tabs.select}
              onClose={tabs.close}
              onCloseOthers={tabs.closeOthers}
              onRefresh={tabs.refresh}
            />
            <Box as="main" id="main" flex="1" p={{ base: "3", md: "6" }}>
              <KeepAlivePages
                tabs={tabs.state.tabs}
                active={tabs.path}
                transient={tabs.transient}
                versions={tabs.versions}
              />
              {tabs.ownPage ? null : <Outlet key={tabs.versions[tabs.path] ?? 0} />}
            </Box>
          </Flex>
        </Flex>
      </Box>
    </TRPCProvider>
  );
}
