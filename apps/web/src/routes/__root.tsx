import { Box, chakra, Flex } from "@chakra-ui/react";
import { createRootRouteWithContext, Outlet, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { scheduleOverlayRemoval } from "../app/loading-overlay.ts";
import { useDocumentTitle } from "../app/use-document-title.ts";
import { useMemberSync } from "../app/use-member-sync.ts";
import { PageMeta } from "../app/use-page-meta.ts";
import { useScrollOnNavigation } from "../app/use-scroll-on-navigation.ts";
import { NavProgress } from "../features/public/layout/nav-progress.tsx";
import { showsPublicChrome } from "../features/public/layout/public-chrome.ts";
import { SiteFooter } from "../features/public/layout/site-footer.tsx";
import { SiteHeader } from "../features/public/layout/site-header.tsx";
import type { RouterContext } from "../router.tsx";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useDocumentTitle();
  useScrollOnNavigation();
  useMemberSync();
  useEffect(() => scheduleOverlayRemoval(), []);

  if (!showsPublicChrome(pathname)) return <Outlet />;
  return (
    <Flex direction="column" minH="100vh">
      <chakra.a
        href="#main"
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="bg"
        px="3"
        py="2"
        borderRadius="md"
        _focusVisible={{ top: "2" }}
      >
        {t("app.skipToContent")}
      </chakra.a>
      <NavProgress />
      <PageMeta />
      <SiteHeader />
      <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: "none" }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Flex>
  );
}
