import type { Lang } from "@corp/domain/lang";
import { useVideoPlayer } from "../site/use-video-player.ts";

/** The MIME type the player needs: HLS for a .m3u8 playlist, MP4 otherwise. */
export function videoType(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "";
  return path.toLowerCase().endsWith(".m3u8") ? "application/x-mpegURL" : "video/mp4";
}

export type VideoPlayerIslandProps = {
  src: string;
  title: string;
  poster: string;
  lang: Lang;
  label: string;
};

/**
 * A video in the site's player (island "video-player"), for an article's video: the
 * server sends the 16:9 frame with the poster; the browser then loads the player (and hls.js, which the
 * player loads itself when a playlist needs it). Only pages with a video load any of it.
 */
export function VideoPlayerIsland({ src, title, poster, lang, label }: VideoPlayerIslandProps) {
  const load = useVideoPlayer();
  return (
    <figure className="video-frame" aria-label={label} data-testid="article-video">
      {load.state === "ready" ? (
        <load.Player
          src={src}
          type={videoType(src)}
          title={title}
          poster={poster}
          width="100%"
          height="100%"
          lang={lang}
        />
      ) : (
        <div className="video-frame__poster">
          {poster ? <img src={poster} alt="" width={1280} height={720} /> : null}
        </div>
      )}
    </figure>
  );
}
