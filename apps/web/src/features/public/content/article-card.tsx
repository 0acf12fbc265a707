import {
  AspectRatio,
  Badge,
  Box,
  Heading,
  HStack,
  Image,
  LinkBox,
  LinkOverlay,
  Stack,
  Text,
} from "@chakra-ui/react";
import type { Schemas } from "@corp/contract/types";
import { Link as RouterLink } from "@tanstack/react-router";
import { CalendarDays, Eye } from "lucide-react";
import { useLanguage } from "../../../i18n/use-language.ts";
import { publishDate } from "./publish-date.ts";

export type ArticleItem = Schemas["PortalArticleItem"];

export const categoryName = (category: { name: string; name_en: string }, lang: string) =>
  lang === "en" && category.name_en ? category.name_en : category.name;

/** An article in a list: picture, category, title, summary and date; the whole card links to it. */
export function ArticleCard({
  article,
  layout = "row",
}: {
  article: ArticleItem;
  layout?: "row" | "column";
}) {
  const lang = useLanguage();
  const row = layout === "row";
  return (
    <LinkBox
      as="article"
      display="flex"
      flexDirection={row ? { base: "column", sm: "row" } : "column"}
      gap={row ? { base: "3", sm: "5" } : "3"}
      borderWidth="1px"
      borderRadius="lg"
      overflow="hidden"
      bg="bg"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: "md", transform: "translateY(-2px)" }}
      data-testid="article-card"
    >
      {article.image ? (
        <Box flexShrink={0} w={row ? { base: "100%", sm: "15rem" } : "100%"}>
          <AspectRatio ratio={16 / 9}>
            <Image src={article.image} alt="" width={480} height={270} loading="lazy" objectFit="cover" />
          </AspectRatio>
        </Box>
      ) : null}
      <Stack
        gap="2"
        p={row ? { base: "4", sm: "4 4 4 0" } : "4"}
        pt={row ? { base: "0", sm: "4" } : "0"}
        minW="0"
      >
        <HStack gap="2">
          <Badge colorPalette="brand" variant="subtle">
            {categoryName(article.category, lang)}
          </Badge>
        </HStack>
        <Heading as="h3" size="md" lineClamp={2}>
          <LinkOverlay asChild>
            <RouterLink to="/article/$id" params={{ id: String(article.id) }}>
              {article.title}
            </RouterLink>
          </LinkOverlay>
        </Heading>
        {article.summary ? (
          <Text color="fg.muted" fontSize="sm" lineClamp={2}>
            {article.summary}
          </Text>
        ) : null}
        <HStack gap="4" color="fg.subtle" fontSize="xs">
          <HStack gap="1">
            <CalendarDays size={14} aria-hidden />
            <time dateTime={publishDate(article.publish_time)}>{publishDate(article.publish_time)}</time>
          </HStack>
          <HStack gap="1">
            <Eye size={14} aria-hidden />
            <span>{article.views}</span>
          </HStack>
        </HStack>
      </Stack>
    </LinkBox>
  );
}
