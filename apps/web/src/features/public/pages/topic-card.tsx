import { AspectRatio, Box, Heading, Image, LinkBox, LinkOverlay, Text } from "@chakra-ui/react";
import type { Schemas } from "@corp/contract/types";
import { Link as RouterLink } from "@tanstack/react-router";
import { useLanguage } from "../../../i18n/use-language.ts";

export const topicTitle = (topic: { title: string; title_en: string }, lang: string) =>
  lang === "en" && topic.title_en ? topic.title_en : topic.title;

/** A special report as a picture card linking to its page. */
export function TopicCard({ topic }: { topic: Schemas["PortalTopic"] }) {
  const lang = useLanguage();
  return (
    <LinkBox
      as="article"
      borderRadius="lg"
      overflow="hidden"
      position="relative"
      boxShadow="sm"
      _hover={{ boxShadow: "lg" }}
    >
      <AspectRatio ratio={4 / 3}>
        <Image src={topic.image} alt="" width={640} height={480} loading="lazy" objectFit="cover" />
      </AspectRatio>
      <Box
        position="absolute"
        inset="0"
        bgGradient="to-t"
        gradientFrom="blackAlpha.800"
        gradientTo="transparent"
      />
      <Box position="absolute" insetX="0" bottom="0" p="4" color="white">
        <Heading as="h3" size="md">
          <LinkOverlay asChild>
            <RouterLink to="/topic" search={{ tid: topic.id }}>
              {topicTitle(topic, lang)}
            </RouterLink>
          </LinkOverlay>
        </Heading>
        <Text fontSize="sm" mt="1" lineClamp={2} color="whiteAlpha.900">
          {topic.summary}
        </Text>
      </Box>
    </LinkBox>
  );
}
