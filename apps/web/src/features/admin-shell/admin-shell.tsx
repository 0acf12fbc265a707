import { Box, Flex, Text } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Outlet } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { queries } from "../../app/api.ts";
import { RuleMenu } from "../rule-menu/rule-menu.tsx";
import { useSiteIndex } from "../site/use-site-data.ts";
import { AdminTopBar } from "./admin-top-bar.tsx";
import { COLLAPSE_BELOW_PX, MENU_COLLAPSED_WIDTH_PX, MENU_WIDTH_PX } from "./shell-size.ts";
import { TRPCProvider, trpcClient } from "./trpc.ts";

/** The back-office frame: the rule menu on the left, the top bar, and the page. */
export function AdminShell() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const menus = useQuery(queries.adminIndex()).data?.menus ?? [];
  const siteName = useSiteIndex()?.site.siteName;
  const [collapsed, setCollapsed] = useState(() => window.innerWidth < COLLAPSE_BELOW_PX);
  const width = `${collapsed ? MENU_COLLAPSED_WIDTH_PX : MENU_WIDTH_PX}px`;

  return (
    <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
      <Flex minH="100vh" bg="bg.muted">
        <Box
          as="aside"
          width={width}
          flexShrink={0}
          bg="gray.900"
          color="gray.200"
          transition="width 0.2s"
          position="sticky"
          top="0"
          height="100vh"
          overflowY="auto"
          overflowX="hidden"
        >
          <Flex
            align="center"
            justify="center"
            minH="14"
            px="3"
            borderBottomWidth="1px"
            borderColor="whiteAlpha.200"
          >
            <Text fontWeight="bold" color="white" truncate>
              {collapsed ? (siteName ?? t("admin.title")).slice(0, 1) : (siteName ?? t("admin.title"))}
            </Text>
          </Flex>
          <RuleMenu
            rules={menus}
            side="admin"
            collapsed={collapsed}
            label={t("admin.sideMenu")}
            tone="dark"
          />
        </Box>
        <Flex direction="column" flex="1" minWidth="0">
          <AdminTopBar collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
          <Box as="main" id="main" flex="1" p={{ base: "3", md: "6" }}>
            <Outlet />
          </Box>
        </Flex>
      </Flex>
    </TRPCProvider>
  );
}
