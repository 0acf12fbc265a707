import { Box, Container, Flex, HStack, Link, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../language/language-switch.tsx";
import { assetUrl } from "../site/asset-url.ts";
import { SiteImage } from "../site/site-image.tsx";
import { siteOrigin } from "../site/site-origin.ts";
import { useCommonData, useSiteIndex } from "../site/use-site-data.ts";
import { DesktopMenu } from "./desktop-menu.tsx";
import { MobileMenuButton } from "./lazy-widgets.tsx";
import { PopupMenu } from "./popup-menu.tsx";
import { SearchBox } from "./search-box.tsx";
import { useScrolled } from "./use-scrolled.ts";

export function SiteHeader() {
  const { t } = useTranslation();
  const scrolled = useScrolled();
  const menus = useCommonData()?.menuArr ?? [];
  const index = useSiteIndex();
  const site = index?.site;
  // The site settings carry a second logo for the scrolled (coloured) header.
  const logoPath = site ? (scrolled && site.logo2 ? site.logo2 : site.logo) : "";
  const logo = assetUrl(logoPath, siteOrigin());

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      className={scrolled ? "site-header site-header--scrolled" : "site-header"}
      data-scrolled={scrolled ? "" : undefined}
      bg={scrolled ? "brand.800" : "white"}
      color={scrolled ? "white" : "gray.800"}
      boxShadow={scrolled ? "lg" : "xs"}
      transition="background-color 0.3s, color 0.3s, box-shadow 0.3s"
    >
      <Container maxW="7xl" px={{ base: "4", md: "6" }}>
        <Flex
          align="center"
          gap={{ base: "2", lg: "4" }}
          minH={scrolled ? "14" : "16"}
          transition="min-height 0.3s"
        >
          <Link asChild flexShrink={0} _hover={{ textDecoration: "none" }} color="inherit">
            <RouterLink to="/" aria-label={site?.siteName ?? t("pageTitle.home")}>
              <SiteImage
                src={logo}
                alt={site?.siteName ?? ""}
                height={{ base: "8", md: "10" }}
                maxW="48"
                objectFit="contain"
                fallback={
                  <Text
                    fontWeight="bold"
                    fontSize={{ base: "md", md: "lg" }}
                    lineClamp={1}
                    maxW={{ base: "56", lg: "64" }}
                  >
                    {site?.siteName}
                  </Text>
                }
              />
            </RouterLink>
          </Link>
          <DesktopMenu items={menus} />
          <HStack gap="2" ms={{ base: "auto", lg: "0" }}>
            <Box display={{ base: "none", md: "block" }}>
              <SearchBox width="11rem" />
            </Box>
            <Box display={{ base: "none", lg: "block" }}>
              <LanguageSwitch />
            </Box>
            {index?.openMemberCenter ? (
              <Link
                asChild
                color="inherit"
                display={{ base: "none", md: "inline-flex" }}
                alignItems="center"
                gap="1"
                fontSize="sm"
              >
                <RouterLink to="/user" aria-label={t("header.memberCentre")}>
                  <UserRound size={16} aria-hidden />
                  <Text as="span" display={{ base: "none", xl: "inline" }}>
                    {t("header.memberCentre")}
                  </Text>
                </RouterLink>
              </Link>
            ) : null}
            <PopupMenu items={menus} />
            <MobileMenuButton items={menus} />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
