import {
  Box,
  Container,
  chakra,
  Flex,
  Grid,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { assetUrl } from "../site/asset-url.ts";
import { SiteImage } from "../site/site-image.tsx";
import { siteOrigin } from "../site/site-origin.ts";
import { useCommonData, useSiteIndex } from "../site/use-site-data.ts";
import { FriendLinks } from "./friend-links.tsx";
import { QrCodeButton } from "./lazy-widgets.tsx";
import { MenuLink } from "./menu-link.tsx";
import { TopButton } from "./top-button.tsx";

/** SPEC §2: logo, address, hotline, friendly links, menu sections, copyright, filing number, QR, TOP. */
export function SiteFooter() {
  const { t } = useTranslation();
  const common = useCommonData();
  const site = useSiteIndex()?.site;
  const origin = siteOrigin();
  const logo = site ? assetUrl(site.logo_footer || site.logo, origin) : "";
  const qr = site ? assetUrl(site.wx_qr, origin) : "";
  const menus = common?.menuArr ?? [];

  return (
    <Box as="footer" bg="gray.900" color="gray.300" fontSize="sm">
      <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }}>
        <Grid templateColumns={{ base: "1fr", md: "minmax(16rem, 1fr) 2fr" }} gap={{ base: "8", md: "12" }}>
          <Stack gap="3">
            <SiteImage
              src={logo}
              alt={site?.siteName ?? t("footer.logo")}
              maxH="12"
              maxW="56"
              objectFit="contain"
              alignSelf="flex-start"
              fallback={
                <Text color="white" fontWeight="bold" fontSize="lg">
                  {site?.siteName}
                </Text>
              }
            />
            {site?.addr ? (
              <Text>
                {t("footer.address")}
                {site.addr}
              </Text>
            ) : null}
            {site?.fwrx ? (
              <Text>
                {t("footer.hotline")}
                <chakra.a
                  href={`tel:${site.fwrx.replace(/[^\d+]/g, "")}`}
                  color="white"
                  fontWeight="semibold"
                >
                  {site.fwrx}
                </chakra.a>
              </Text>
            ) : null}
            <FriendLinks links={common?.linkArr ?? []} />
          </Stack>
          <SimpleGrid columns={{ base: 2, sm: 3, lg: Math.min(Math.max(menus.length, 1), 6) }} gap="6">
            {menus.map((section) => (
              <Stack key={section.id} gap="2">
                <Heading as="h2" size="sm" color="white">
                  <MenuLink item={section} _hover={{ color: "brand.300" }} />
                </Heading>
                {section.children.length > 0 ? (
                  <chakra.ul listStyleType="none" display="grid" gap="1.5">
                    {section.children.map((child) => (
                      <chakra.li key={child.id}>
                        <MenuLink item={child} color="gray.400" _hover={{ color: "white" }} />
                      </chakra.li>
                    ))}
                  </chakra.ul>
                ) : null}
              </Stack>
            ))}
          </SimpleGrid>
        </Grid>
      </Container>
      <Box borderTopWidth="1px" borderColor="whiteAlpha.200">
        <Container maxW="7xl" px={{ base: "4", md: "6" }} py="4">
          <Flex wrap="wrap" align="center" justify="space-between" gap="3">
            <Stack direction={{ base: "column", md: "row" }} gap={{ base: "1", md: "6" }}>
              <Text>{t("footer.copyright")}</Text>
              {site?.recordNumber ? (
                <Text>
                  {t("footer.recordNumber")}
                  <chakra.a
                    href="https://beian.miit.gov.cn/"
                    target="_blank"
                    rel="noopener noreferrer"
                    _hover={{ color: "white" }}
                  >
                    {site.recordNumber}
                  </chakra.a>
                </Text>
              ) : null}
            </Stack>
            <HStack gap="3">
              <QrCodeButton src={qr} />
              <TopButton />
            </HStack>
          </Flex>
        </Container>
      </Box>
    </Box>
  );
}
