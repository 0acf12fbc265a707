import { AspectRatio, Box, Spinner } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language.ts";

// The player, and hls.js which it loads itself for playlists, are fetched only by pages that show a video.
const VideoPlayer = lazy(() => import("@corp/player/video-player").then((m) => ({ default: m.VideoPlayer })));

/**
 * A 16:9 video player mounted in the browser only: the server and the first paint show the poster, so
 * server rendering needs no player code and the layout does not move when it arrives.
 */
export function LazyVideoPlayer({
  src,
  type,
  title,
  poster,
}: {
  src: string;
  type: string;
  title: string;
  poster: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = (
    <Box
      role="status"
      aria-label={t("videoDemo.loading")}
      bgImage={`url(${poster})`}
      bgSize="cover"
      bgPos="center"
      bgColor="black"
      w="100%"
      h="100%"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      <Spinner color="white" size="lg" />
    </Box>
  );
  return (
    <AspectRatio ratio={16 / 9} borderRadius="lg" overflow="hidden" bg="black">
      {mounted ? (
        <Suspense fallback={placeholder}>
          <VideoPlayer
            src={src}
            type={type}
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
  );
}
