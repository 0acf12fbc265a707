import {
  Badge,
  Box,
  chakra,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../i18n/use-language.ts";
import { categoryName } from "../content/article-card.tsx";
import { Pager } from "../content/pager.tsx";
import { publishDate } from "../content/publish-date.ts";
import { PageShell } from "./page-shell.tsx";
import { type Marks, type SearchHit, searchQuery } from "./search-results.ts";

/** Text with the matched parts in <mark>. */
export function MarkedText({ marks }: { marks: Marks }) {
  return (
    <>
      {marks.map((part, i) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <chakra.mark key={i} bg="yellow.200" color="inherit" px="0.5" borderRadius="sm">
            {part.text}
          </chakra.mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

function SearchResult({ hit }: { hit: SearchHit }) {
  const lang = useLanguage();
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="bg"
      _hover={{ boxShadow: "md" }}
      data-testid="search-result"
    >
      <Heading as="h2" size="md" mb="2">
        <LinkOverlay asChild>
          <RouterLink to="/article/$id" params={{ id: String(hit.id) }}>
            <MarkedText
              marks={hit.titleMarks.length > 0 ? hit.titleMarks : [{ text: hit.title, hit: false }]}
            />
          </RouterLink>
        </LinkOverlay>
      </Heading>
      <Text color="fg.muted" fontSize="sm" lineClamp={3}>
        <MarkedText
          marks={hit.summaryMarks.length > 0 ? hit.summaryMarks : [{ text: hit.summary, hit: false }]}
        />
      </Text>
      <HStack gap="3" mt="2" fontSize="xs" color="fg.subtle">
        <Badge colorPalette="brand" variant="subtle">
          {categoryName(hit.category, lang)}
        </Badge>
        <time dateTime={publishDate(hit.publish_time)}>{publishDate(hit.publish_time)}</time>
      </HStack>
    </LinkBox>
  );
}

/** Search: the keywords of the header box, ranked results with the matches highlighted, pages. */
export function SearchPage({ keywords, page }: { keywords: string | undefined; page: number }) {
  const { t } = useTranslation();
  const q = keywords ?? "";
  const result = useQuery({ ...searchQuery(q, page), enabled: q !== "" });
  return (
    <PageShell titleKey="search">
      <Box maxW="4xl" mx="auto">
        {q === "" ? (
          <Text fontSize="lg">{t("search.noKeywords")}</Text>
        ) : result.isPending ? (
          <Stack gap="4" aria-busy="true">
            <Skeleton h="5" w="40%" />
            <Skeleton h="24" />
            <Skeleton h="24" />
          </Stack>
        ) : result.isError ? (
          <Text color="fg.error">{t("portal.search.failed")}</Text>
        ) : result.data.total === 0 ? (
          <Text fontSize="lg" data-testid="search-summary">
            {t("portal.search.none", { q })}
          </Text>
        ) : (
          <>
            <Text color="fg.muted" mb="4" data-testid="search-summary">
              {t("portal.search.results", { total: result.data.total, q })}
            </Text>
            <Stack gap="4">
              {result.data.list.map((hit) => (
                <SearchResult key={hit.id} hit={hit} />
              ))}
            </Stack>
            <Pager
              page={result.data.page}
              total={result.data.total}
              limit={result.data.limit}
              to="/search"
              search={(to) => ({ keywords: q, ...(to > 1 ? { page: to } : {}) })}
            />
          </>
        )}
      </Box>
    </PageShell>
  );
}
