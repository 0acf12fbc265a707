import { Box, Container, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { Building2, FileText, History, Mail, Megaphone, Newspaper } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PageTitleKey } from "../../i18n/page-title.ts";
import { useSiteIndex } from "../site/use-site-data.ts";

type Section = {
  to: "/us/company" | "/us/history" | "/list" | "/layout" | "/topic" | "/contact";
  title: PageTitleKey;
  icon: ReactNode;
};

const sections: Section[] = [
  { to: "/us/company", title: "company", icon: <Building2 aria-hidden /> },
  { to: "/us/history", title: "history", icon: <History aria-hidden /> },
  { to: "/list", title: "list", icon: <Newspaper aria-hidden /> },
  { to: "/layout", title: "layout", icon: <FileText aria-hidden /> },
  { to: "/topic", title: "topic", icon: <Megaphone aria-hidden /> },
  { to: "/contact", title: "contact", icon: <Mail aria-hidden /> },
];

export function HomePage() {
  const { t } = useTranslation();
  const site = useSiteIndex()?.site;
  return (
    <>
      <Box
        bgGradient="to-br"
        gradientFrom="brand.800"
        gradientTo="brand.500"
        color="white"
        py={{ base: "16", md: "24" }}
      >
        <Container maxW="7xl" px={{ base: "4", md: "6" }}>
          <Heading as="h1" size={{ base: "3xl", md: "5xl" }}>
            {site?.siteName ?? t("pageTitle.home")}
          </Heading>
        </Container>
      </Box>
      <Container
        as="section"
        maxW="7xl"
        px={{ base: "4", md: "6" }}
        py={{ base: "10", md: "16" }}
        aria-labelledby="home-sections"
      >
        <Heading as="h2" id="home-sections" size="xl" mb="6">
          {t("home.sections")}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {sections.map((section) => (
            <LinkBox
              key={section.to}
              borderWidth="1px"
              borderRadius="lg"
              p="6"
              display="flex"
              alignItems="center"
              gap="4"
              transition="box-shadow 0.2s, border-color 0.2s"
              _hover={{ boxShadow: "md", borderColor: "brand.300" }}
            >
              <Box color="brand.solid">{section.icon}</Box>
              <LinkOverlay asChild>
                <RouterLink to={section.to}>
                  <Text fontWeight="semibold" fontSize="lg">
                    {t(`pageTitle.${section.title}`)}
                  </Text>
                </RouterLink>
              </LinkOverlay>
            </LinkBox>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
