import type Hls from "hls.js";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { buildHlsConfig, type HlsOverrides } from "./hls-config.ts";
import { chooseEngine, platformMedia, unsupportedFormatMessage } from "./media-support.ts";

export interface QualityLevel {
  index: number;
  height: number;
}

export interface AudioTrackOption {
  index: number;
  name: string;
}

export interface StreamState {
  levels: QualityLevel[];
  /** True while hls.js chooses the level itself (the Auto entry). */
  autoLevel: boolean;
  /** The level being played, -1 before the first switch. */
  playingLevel: number;
  /** The level the viewer picked, -1 for Auto. */
  selectedLevel: number;
  audioTracks: AudioTrackOption[];
  audioTrack: number;
}

export interface StreamControls {
  selectLevel(index: number): void;
  selectAudioTrack(index: number): void;
  /** Loads the same source again: a fresh hls.js instance, or `load()` for a native source. */
  reload(): void;
}

const NO_STREAM: StreamState = {
  levels: [],
  autoLevel: true,
  playingLevel: -1,
  selectedLevel: -1,
  audioTracks: [],
  audioTrack: 0,
};

interface SourceOptions {
  src: string;
  type: string;
  hlsConfig: HlsOverrides | undefined;
  preload: string;
  /** The stream cannot play: hls.js gave up, the config is invalid, or the format is unsupported. */
  onFatalError(detail: string): void;
}

/** Functions compare by their text: an inline `xhrSetup` must not reload the stream on every render. */
function configKey(config: HlsOverrides | undefined): string {
  return JSON.stringify(config ?? {}, (_key, value: unknown) =>
    typeof value === "function" ? String(value) : value,
  );
}

/**
 * Attaches `src` to the video: natively, or through a lazily imported hls.js. One hls.js instance per
 * player, destroyed before the next source and on unmount, which also aborts its requests.
 */
export function useMediaSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: SourceOptions,
): [StreamState, StreamControls] {
  const [stream, setStream] = useState<StreamState>(NO_STREAM);
  const [reloads, setReloads] = useState(0);
  const hlsRef = useRef<Hls | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const { src, type } = options;
  const key = configKey(options.hlsConfig);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for hlsConfig, `reloads` forces a reload
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const engine = chooseEngine(src, type, platformMedia(video));
    if (engine !== "hls.js") {
      if (engine === "unsupported") {
        console.error(unsupportedFormatMessage(type));
        if (type.toLowerCase().includes("mpegurl") || src.includes(".m3u8"))
          latest.current.onFatalError("format");
      }
      video.src = src;
      return () => {
        // a detached or re-sourced video keeps downloading unless its source is dropped
        video.removeAttribute("src");
        video.load();
      };
    }
    const built = buildHlsConfig(latest.current.hlsConfig);
    if (!built.ok) {
      console.error(`[corp-player] Invalid hlsConfig: ${built.message}`);
      latest.current.onFatalError("config");
      return;
    }
    let cancelled = false;
    let startLoadOnPlay: (() => void) | null = null;
    import("hls.js")
      .then(({ default: HlsClass }) => {
        if (cancelled) return;
        if (!HlsClass.isSupported()) {
          console.error(unsupportedFormatMessage(type));
          latest.current.onFatalError("format");
          return;
        }
        const autoStartLoad = latest.current.preload !== "none";
        const hls = new HlsClass({ ...built.config, autoStartLoad });
        hlsRef.current = hls;
        const E = HlsClass.Events;
        const readLevels = () =>
          setStream((s) => ({
            ...s,
            levels: hls.levels
              .map((level, index) => ({ index, height: level.height }))
              .filter((level) => level.height > 0)
              .sort((a, b) => b.height - a.height),
            autoLevel: hls.autoLevelEnabled,
          }));
        const readTracks = () =>
          setStream((s) => ({
            ...s,
            audioTracks: hls.audioTracks.map((track, index) => ({
              index,
              name: track.name || track.lang || "",
            })),
            audioTrack: hls.audioTrack,
          }));
        hls.on(E.MANIFEST_PARSED, readLevels);
        hls.on(E.LEVELS_UPDATED, readLevels);
        hls.on(E.LEVEL_SWITCHED, (_event, data) =>
          setStream((s) => ({ ...s, playingLevel: data.level, autoLevel: hls.autoLevelEnabled })),
        );
        hls.on(E.AUDIO_TRACKS_UPDATED, readTracks);
        hls.on(E.AUDIO_TRACK_SWITCHED, readTracks);
        let mediaRecoveries = 0;
        hls.on(E.ERROR, (_event, data) => {
          if (!data.fatal) return;
          // a decoding hiccup is recoverable once; network failures already used the §9 retries
          if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR && mediaRecoveries++ === 0) {
            hls.recoverMediaError();
            return;
          }
          latest.current.onFatalError(data.details);
        });
        if (!autoStartLoad) {
          startLoadOnPlay = () => hls.startLoad();
          video.addEventListener("play", startLoadOnPlay, { once: true });
        }
        hls.loadSource(src);
        hls.attachMedia(video);
      })
      .catch((error: unknown) => {
        console.error("[corp-player] hls.js failed to load", error);
        if (!cancelled) latest.current.onFatalError("import");
      });
    return () => {
      cancelled = true;
      if (startLoadOnPlay) video.removeEventListener("play", startLoadOnPlay);
      hlsRef.current?.destroy();
      hlsRef.current = null;
      setStream(NO_STREAM);
    };
  }, [src, type, key, reloads, videoRef]);

  const selectLevel = useCallback((index: number) => {
    const hls = hlsRef.current;
    if (!hls) return;
    hls.currentLevel = index;
    setStream((s) => ({ ...s, autoLevel: index === -1, selectedLevel: index }));
  }, []);
  const selectAudioTrack = useCallback((index: number) => {
    if (hlsRef.current) hlsRef.current.audioTrack = index;
  }, []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  return [stream, { selectLevel, selectAudioTrack, reload }];
}
