import {
  AspectRatio,
  Box,
  Button,
  Grid,
  Heading,
  Image,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../i18n/use-language.ts";
import { ArticleCard } from "../content/article-card.tsx";
import { portalQueries } from "../content/portal-queries.ts";
import { EmptyContent } from "./empty-content.tsx";
import { PageShell } from "./page-shell.tsx";
import { topicTitle } from "./topic-card.tsx";

/** Special reports: every topic with its latest articles, or one topic (`tid`) with all of them. */
export function TopicPage({ tid }: { tid: number | undefined }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data } = useSuspenseQuery(portalQueries.topics(tid));
  const single = tid ? data.list[0] : undefined;
  return (
    <PageShell titleKey="topic" crumbs={single ? [{ label: topicTitle(single, lang) }] : []}>
      {tid ? (
        <Link asChild color="brand.fg" mb="6" display="inline-flex" alignItems="center" gap="1">
          <RouterLink to="/topic">
            <ArrowLeft size={16} aria-hidden />
            {t("portal.topic.allTopics")}
          </RouterLink>
        </Link>
      ) : null}
      {data.list.length === 0 ? <EmptyContent /> : null}
      <Stack gap={{ base: "12", md: "16" }}>
        {data.list.map((topic) => (
          <Box as="section" key={topic.id} aria-labelledby={`topic-${topic.id}`} data-testid="topic-section">
            <Grid
              templateColumns={{ base: "1fr", md: "20rem 1fr" }}
              gap={{ base: "4", md: "8" }}
              mb="6"
              alignItems="center"
            >
              <AspectRatio ratio={4 / 3} borderRadius="xl" overflow="hidden">
                <Image src={topic.image} alt="" width={640} height={480} loading="lazy" objectFit="cover" />
              </AspectRatio>
              <Stack gap="3">
                <Heading as="h2" id={`topic-${topic.id}`} size={{ base: "xl", md: "2xl" }}>
                  {topicTitle(topic, lang)}
                </Heading>
                <Text color="fg.muted">{topic.summary}</Text>
                <Text fontSize="sm" color="fg.subtle">
                  {t("portal.topic.articles", { count: topic.total })}
                </Text>
                {!tid && topic.total > topic.articles.length ? (
                  <Button asChild variant="outline" colorPalette="brand" size="sm" alignSelf="flex-start">
                    <RouterLink to="/topic" search={{ tid: topic.id }}>
                      {t("portal.topic.viewAll")}
                      <ArrowRight aria-hidden />
                    </RouterLink>
                  </Button>
                ) : null}
              </Stack>
            </Grid>
            {topic.articles.length === 0 ? (
              <Text color="fg.muted">{t("portal.topic.empty")}</Text>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {topic.articles.map((article) => (
                  <ArticleCard key={article.id} article={article} />
                ))}
              </SimpleGrid>
            )}
          </Box>
        ))}
      </Stack>
    </PageShell>
  );
}
