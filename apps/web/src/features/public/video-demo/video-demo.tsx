import type { Lang } from "@corp/domain/lang";
import { useVideoPlayer } from "../site/use-video-player.ts";

export type VideoDemoProps = {
  src: string;
  /** The video's MIME type: video/mp4, or application/x-mpegURL for an HLS playlist. */
  type: string;
  title: string;
  poster: string;
  lang: Lang;
  /** Read out while the player loads ("正在加载播放器…"). */
  loading: string;
};

/**
 * One sample video in the site's player (island "video-demo"). The server sends the 16:9 frame with the
 * poster, so the layout does not move; the browser then loads the player with a dynamic import (the
 * player in turn loads hls.js only for a playlist), so no other page pays for either.
 */
export function VideoDemo({ src, type, title, poster, lang, loading }: VideoDemoProps) {
  const load = useVideoPlayer();
  return (
    <div className="video-demo__player">
      {load.state === "ready" ? (
        <load.Player
          src={src}
          type={type}
          title={title}
          poster={poster}
          width="100%"
          height="100%"
          lang={lang}
        />
      ) : (
        <div className="video-demo__placeholder" role="status" aria-label={loading}>
          {poster ? (
            <img className="video-demo__poster" src={poster} alt="" width={1280} height={720} />
          ) : null}
          {load.state === "loading" ? <span className="video-demo__spinner" aria-hidden="true" /> : null}
        </div>
      )}
    </div>
  );
}
