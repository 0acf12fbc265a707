import { Box, Code, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { PageShell } from "../public/pages/page-shell.tsx";
import { DEMO_VIDEOS } from "./demo-videos.ts";
import { LazyVideoPlayer } from "./lazy-video-player.tsx";

/** The video demo: the sample MP4 and the sample HLS stream, each in the site's player. */
export function VideoDemoPage() {
  const { t } = useTranslation();
  return (
    <PageShell titleKey="video">
      <Stack gap="10">
        <Text color="fg.muted" maxW="4xl">
          {t("videoDemo.intro")}
        </Text>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
          {DEMO_VIDEOS.map((video) => (
            <Box
              as="section"
              key={video.id}
              aria-labelledby={`video-${video.id}`}
              data-testid={`demo-${video.id}`}
            >
              <Heading as="h2" size="lg" id={`video-${video.id}`} mb="3">
                {t(`videoDemo.${video.id}.title`)}
              </Heading>
              <LazyVideoPlayer
                src={video.src}
                type={video.type}
                title={t(`videoDemo.${video.id}.title`)}
                poster={video.poster}
              />
              <Text mt="3" color="fg.muted">
                {t(`videoDemo.${video.id}.description`)}
              </Text>
              <Text mt="2" fontSize="sm" color="fg.muted">
                {t("videoDemo.address")}: <Code>{video.src}</Code>
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </PageShell>
  );
}
