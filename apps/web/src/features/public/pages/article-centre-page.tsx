import { Box, Flex, Grid, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { ArrowRight, Eye } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../i18n/use-language.ts";
import { ArticleCard, categoryName } from "../content/article-card.tsx";
import { portalQueries } from "../content/portal-queries.ts";
import { PageShell } from "./page-shell.tsx";

/** Article centre: each category's latest articles, with the most read ones beside them. */
export function ArticleCentrePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data } = useSuspenseQuery(portalQueries.layout());
  return (
    <PageShell titleKey="layout">
      <Grid templateColumns={{ base: "1fr", lg: "1fr 20rem" }} gap={{ base: "10", lg: "10" }}>
        <Stack gap="12">
          {data.sections.map((section) => (
            <Box as="section" key={section.category.id} aria-labelledby={`category-${section.category.id}`}>
              <Flex justify="space-between" align="baseline" mb="4" gap="4">
                <Heading
                  as="h2"
                  id={`category-${section.category.id}`}
                  size="xl"
                  borderInlineStartWidth="4px"
                  borderColor="brand.solid"
                  ps="3"
                >
                  {categoryName(section.category, lang)}
                </Heading>
                <Link
                  asChild
                  color="brand.fg"
                  fontSize="sm"
                  display="inline-flex"
                  alignItems="center"
                  gap="1"
                >
                  <RouterLink to="/list" search={{ cid: section.category.id }}>
                    {t("portal.layout.more", { name: categoryName(section.category, lang) })}
                    <ArrowRight size={14} aria-hidden />
                  </RouterLink>
                </Link>
              </Flex>
              <Stack gap="4">
                {section.articles.map((article) => (
                  <ArticleCard key={article.id} article={article} />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
        <Box
          as="aside"
          aria-labelledby="popular-articles"
          alignSelf="start"
          position={{ lg: "sticky" }}
          top={{ lg: "20" }}
        >
          <Heading as="h2" id="popular-articles" size="lg" mb="4">
            {t("portal.layout.popular")}
          </Heading>
          <Stack as="ol" gap="0" borderWidth="1px" borderRadius="lg" bg="bg" listStyleType="none">
            {data.popular.map((article, i) => (
              <HStack
                as="li"
                key={article.id}
                gap="3"
                px="4"
                py="3"
                borderTopWidth={i === 0 ? "0" : "1px"}
                align="flex-start"
              >
                <Text fontWeight="bold" color={i < 3 ? "brand.fg" : "fg.subtle"} minW="5">
                  {i + 1}
                </Text>
                <Stack gap="1" minW="0">
                  <Link asChild fontSize="sm" lineClamp={2} _hover={{ color: "brand.fg" }}>
                    <RouterLink to="/article/$id" params={{ id: String(article.id) }}>
                      {article.title}
                    </RouterLink>
                  </Link>
                  <HStack gap="1" fontSize="xs" color="fg.subtle">
                    <Eye size={12} aria-hidden />
                    <span>{article.views}</span>
                  </HStack>
                </Stack>
              </HStack>
            ))}
          </Stack>
        </Box>
      </Grid>
    </PageShell>
  );
}
