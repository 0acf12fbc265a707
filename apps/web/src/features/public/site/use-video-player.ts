import type { VideoPlayerProps } from "@corp/player/video-player";
import { type ComponentType, useEffect, useState } from "react";

export type PlayerLoad =
  | { state: "loading" }
  | { state: "ready"; Player: ComponentType<VideoPlayerProps> }
  | { state: "failed" };

/**
 * The site's player, loaded in the browser after the first render (a dynamic import, so only pages with
 * a video download it; the player loads hls.js itself for a playlist). The server renders the poster.
 */
export function useVideoPlayer(): PlayerLoad {
  const [load, setLoad] = useState<PlayerLoad>({ state: "loading" });
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
  return load;
}
