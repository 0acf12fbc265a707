import {
  AspectRatio,
  Box,
  Button,
  Container,
  Grid,
  Heading,
  Image,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ArticleCard } from "../content/article-card.tsx";
import { portalQueries } from "../content/portal-queries.ts";
import { BannerCarousel } from "./banner-carousel.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { TopicCard } from "./topic-card.tsx";

/** SPEC §2 home: banner carousel, latest news, special reports and the company summary. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { data } = useSuspenseQuery(portalQueries.home());
  const company = data.company;
  const companyName = i18n.language === "en" && company.name_en ? company.name_en : company.name;
  return (
    <>
      <BannerCarousel banners={data.banners} />
      <Container
        as="section"
        maxW="7xl"
        px={{ base: "4", md: "6" }}
        py={{ base: "10", md: "16" }}
        aria-labelledby="home-news"
      >
        <SectionHeading id="home-news" title={t("portal.home.latestNews")} to="/list" />
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
          {data.news.map((article) => (
            <ArticleCard key={article.id} article={article} layout="column" />
          ))}
        </SimpleGrid>
      </Container>
      <Box as="section" bg="bg.muted" py={{ base: "10", md: "16" }} aria-labelledby="home-topics">
        <Container maxW="7xl" px={{ base: "4", md: "6" }}>
          <SectionHeading id="home-topics" title={t("portal.home.topics")} to="/topic" />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: Math.min(5, Math.max(1, data.topics.length)) }} gap="4">
            {data.topics.map((topic) => (
              <TopicCard key={topic.id} topic={topic} />
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Container
        as="section"
        maxW="7xl"
        px={{ base: "4", md: "6" }}
        py={{ base: "10", md: "16" }}
        aria-labelledby="home-about"
      >
        <Grid
          templateColumns={{ base: "1fr", md: "1fr 1fr" }}
          gap={{ base: "6", md: "12" }}
          alignItems="center"
        >
          <Stack gap="4">
            <Heading
              as="h2"
              id="home-about"
              size={{ base: "xl", md: "2xl" }}
              borderInlineStartWidth="4px"
              borderColor="brand.solid"
              ps="3"
            >
              {t("portal.home.about")}
            </Heading>
            <Heading as="h3" size="lg">
              {companyName}
            </Heading>
            {company.slogan ? (
              <Text color="brand.fg" fontWeight="medium">
                {company.slogan}
              </Text>
            ) : null}
            <Text color="fg.muted" lineHeight="1.9">
              {company.summary}
            </Text>
            <Button asChild colorPalette="brand" alignSelf="flex-start">
              <RouterLink to="/us/company">
                {t("portal.home.learnMore")}
                <ArrowRight aria-hidden />
              </RouterLink>
            </Button>
          </Stack>
          {company.image ? (
            <AspectRatio ratio={4 / 3} borderRadius="xl" overflow="hidden">
              <Image
                src={company.image}
                alt={companyName}
                width={800}
                height={600}
                loading="lazy"
                objectFit="cover"
              />
            </AspectRatio>
          ) : null}
        </Grid>
      </Container>
    </>
  );
}
