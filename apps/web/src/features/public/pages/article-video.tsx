import { AspectRatio, Box, Spinner } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../i18n/use-language.ts";

// The player (and hls.js, which it loads itself when a playlist needs it) is fetched only by pages with a video.
const VideoPlayer = lazy(() => import("@corp/player/video-player").then((m) => ({ default: m.VideoPlayer })));

/** The MIME type the player needs: HLS for a .m3u8 playlist, MP4 otherwise. */
export function videoType(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "";
  return path.toLowerCase().endsWith(".m3u8") ? "application/x-mpegURL" : "video/mp4";
}

/** An article's video, mounted in the browser only (the server sends the frame with the poster). */
export function ArticleVideo({ src, title, poster }: { src: string; title: string; poster: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = (
    <Box bg="black" w="100%" h="100%" display="flex" alignItems="center" justifyContent="center">
      <Spinner color="white" />
    </Box>
  );
  return (
    <Box as="figure" aria-label={t("portal.article.video")} my="6" data-testid="article-video">
      <AspectRatio ratio={16 / 9} borderRadius="lg" overflow="hidden" bg="black">
        {mounted ? (
          <Suspense fallback={placeholder}>
            <VideoPlayer
              src={src}
              type={videoType(src)}
              title={title}
              poster={poster}
              width="100%"
              height="100%"
              lang={lang}
            />
          </Suspense>
        ) : (
          placeholder
        )}
      </AspectRatio>
    </Box>
  );
}
