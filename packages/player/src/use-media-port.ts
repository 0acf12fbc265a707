import { type RefObject, useEffect } from "react";
import { exitFullScreen, requestFullScreen, watchFullScreen } from "./fullscreen.ts";
import type { VideoPlayerProps } from "./player-props.ts";
import type { MediaPort, PlayerRuntime } from "./player-runtime.ts";

const SETTING_EVENTS = {
  mirror: "onMirrorChange",
  loop: "onLoopChange",
  lightOff: "onLightOffChange",
} as const;

export interface MediaPortRefs {
  /** Where the runtime looks for the port: empty until mount and after unmount. */
  port: RefObject<MediaPort | null>;
  video: RefObject<HTMLVideoElement | null>;
  root: RefObject<HTMLElement | null>;
  /** The current stream's reload, which changes with the source. */
  reload: RefObject<() => void>;
  /** The latest props, for the setting callbacks. */
  props: RefObject<VideoPlayerProps>;
}

/**
 * Once mounted, gives the runtime its port onto the <video> element and the player's root (full
 * screen), applies the initial volume and reports full-screen changes; on unmount it disposes the runtime.
 */
export function useMediaPort(runtime: PlayerRuntime, refs: MediaPortRefs): void {
  // Each ref is stable, unlike the object that carries them: listed one by one, the effect runs once.
  const { port, video: videoRef, root: rootRef, reload, props } = refs;
  useEffect(() => {
    const video = videoRef.current;
    const root = rootRef.current;
    if (!video || !root) return;
    port.current = {
      snapshot: () => ({
        currentTime: video.currentTime,
        duration: video.duration,
        paused: video.paused,
        readyState: video.readyState,
      }),
      play: () => video.play(),
      pause: () => video.pause(),
      seek: (time) => {
        video.currentTime = time;
      },
      applyVolume: (level, silent) => {
        video.volume = level;
        video.muted = silent;
      },
      applyRate: (rate) => {
        video.playbackRate = rate;
      },
      reload: () => reload.current(),
      requestFullScreen: () => requestFullScreen(root, video),
      exitFullScreen: () => exitFullScreen(video),
      settingChanged: (setting, value) => props.current[SETTING_EVENTS[setting]]?.(value),
    };
    const { volume: level, muted: silent } = runtime.getState();
    video.volume = level;
    video.muted = silent;
    const unwatch = watchFullScreen(root, video, (active) =>
      runtime.send({ type: "fullScreenChanged", active }),
    );
    return () => {
      unwatch();
      port.current = null;
      runtime.dispose();
    };
  }, [runtime, port, videoRef, rootRef, reload, props]);
}
