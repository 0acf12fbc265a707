import { Box, Breadcrumb, Container, Heading } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PageTitleKey } from "../../i18n/page-title.ts";

/** The frame every public page shares: a title band with the breadcrumb, then the content. */
export function PageShell({ titleKey, children }: { titleKey: PageTitleKey; children?: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`pageTitle.${titleKey}`);
  return (
    <>
      <Box bg="brand.700" color="white" py={{ base: "8", md: "12" }}>
        <Container maxW="7xl" px={{ base: "4", md: "6" }}>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
            {title}
          </Heading>
          <Breadcrumb.Root mt="3" aria-label={t("nav.breadcrumb")} size="sm">
            <Breadcrumb.List color="whiteAlpha.800">
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild color="whiteAlpha.900" _hover={{ color: "white" }}>
                  <RouterLink to="/">{t("pageTitle.home")}</RouterLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              <Breadcrumb.Separator color="whiteAlpha.700" />
              <Breadcrumb.Item>
                <Breadcrumb.CurrentLink color="white">{title}</Breadcrumb.CurrentLink>
              </Breadcrumb.Item>
            </Breadcrumb.List>
          </Breadcrumb.Root>
        </Container>
      </Box>
      <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }} minH="40vh">
        {children}
      </Container>
    </>
  );
}
