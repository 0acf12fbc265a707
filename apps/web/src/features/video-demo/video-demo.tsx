import type { Lang } from "@corp/domain/lang";
import type { VideoPlayerProps } from "@corp/player/video-player";
import { type ComponentType, useEffect, useState } from "react";

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

type Load =
  | { state: "loading" }
  | { state: "ready"; Player: ComponentType<VideoPlayerProps> }
  | { state: "failed" };

/**
 * One sample video in the site's player (island "video-demo"). The server sends the 16:9 frame with the
 * poster, so the layout does not move; the browser then loads the player with a dynamic import (the
 * player in turn loads hls.js only for a playlist), so no other page pays for either.
 */
export function VideoDemo({ src, type, title, poster, lang, loading }: VideoDemoProps) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  useEffect(() => {
    let live = true;
    import("@corp/player/video-player").then(
      (m) => live && setLoad({ state: "ready", Player: m.VideoPlayer }),
      () => live && setLoad({ state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, []);
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
