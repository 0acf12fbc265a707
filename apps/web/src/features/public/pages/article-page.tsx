import { Badge, Box, Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../i18n/use-language.ts";
import { categoryName } from "../content/article-card.tsx";
import { portalQueries } from "../content/portal-queries.ts";
import { publishDate } from "../content/publish-date.ts";
import { RichHtml } from "../content/rich-html.tsx";
import { ArticleVideo } from "./article-video.tsx";
import { PageShell } from "./page-shell.tsx";
import { topicTitle } from "./topic-card.tsx";

type Neighbour = { id: number; title: string } | null;

function NeighbourLink({ label, article }: { label: string; article: Neighbour }) {
  const { t } = useTranslation();
  return (
    <Text fontSize="sm" lineClamp={1}>
      {label}
      {article ? (
        <Link asChild color="brand.fg">
          <RouterLink to="/article/$id" params={{ id: String(article.id) }}>
            {article.title}
          </RouterLink>
        </Link>
      ) : (
        <Text as="span" color="fg.subtle">
          {t("portal.article.none")}
        </Text>
      )}
    </Text>
  );
}

/** An article: headline, date, source and views, the video when it has one, the body, and neighbours. */
export function ArticlePage({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data: article } = useSuspenseQuery(portalQueries.article(id));
  const date = publishDate(article.publish_time);
  return (
    <PageShell
      titleKey="article"
      title={article.title}
      crumbs={[{ label: categoryName(article.category, lang), href: `/list?cid=${article.category.id}` }]}
    >
      <Box as="article" maxW="4xl" mx="auto" data-testid="article">
        <Stack gap="3" mb="6" pb="6" borderBottomWidth="1px">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="brand">{categoryName(article.category, lang)}</Badge>
            {article.topic ? (
              <Link asChild fontSize="sm" color="brand.fg">
                <RouterLink to="/topic" search={{ tid: article.topic.id }}>
                  {t("portal.article.topic", { title: topicTitle(article.topic, lang) })}
                </RouterLink>
              </Link>
            ) : null}
          </HStack>
          <Flex gap={{ base: "2", md: "5" }} wrap="wrap" color="fg.muted" fontSize="sm">
            <Text>
              {t("portal.article.published", { date: "" })}
              <time dateTime={date}>{date}</time>
            </Text>
            {article.source ? <Text>{t("portal.article.source", { source: article.source })}</Text> : null}
            {article.author ? <Text>{t("portal.article.author", { author: article.author })}</Text> : null}
            <Text data-testid="article-views">{t("portal.article.views", { count: article.views })}</Text>
          </Flex>
        </Stack>
        {article.video_url ? (
          <ArticleVideo src={article.video_url} title={article.title} poster={article.image} />
        ) : null}
        <RichHtml html={article.content} />
        <Stack as="nav" aria-label={t("pageTitle.article")} gap="2" mt="10" pt="6" borderTopWidth="1px">
          <NeighbourLink label={t("portal.article.previous")} article={article.prev} />
          <NeighbourLink label={t("portal.article.next")} article={article.next} />
        </Stack>
      </Box>
    </PageShell>
  );
}
