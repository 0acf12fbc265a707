/**
 * Which engine plays a source. Only called from effects: nothing here runs at import time, so the
 * module is safe to import during server rendering.
 */
export type Engine = "native" | "hls.js" | "unsupported";

const HLS_TYPES = ["application/x-mpegurl", "application/vnd.apple.mpegurl", "audio/mpegurl", "m3u8"];

export function isHlsSource(src: string, type: string): boolean {
  if (HLS_TYPES.includes(type.trim().toLowerCase())) return true;
  const path = src.split(/[?#]/, 1)[0] ?? "";
  return path.toLowerCase().endsWith(".m3u8");
}

export interface PlatformMedia {
  /** `video.canPlayType`: "", "maybe" or "probably". */
  canPlayType(type: string): string;
  /** Media Source Extensions (or Apple's ManagedMediaSource) can play H.264/AAC. */
  mediaSource: boolean;
}

/**
 * HLS goes through hls.js wherever Media Source works: only hls.js honours the §9 loader policies and
 * exposes levels and audio tracks (Chromium now answers "maybe" for HLS too, without either).
 * The platform's own HLS is used where Media Source is missing (iPhone before iOS 17.1).
 * See docs/adr/0005-hls-fragment-timeout.md.
 */
export function chooseEngine(src: string, type: string, platform: PlatformMedia): Engine {
  if (isHlsSource(src, type)) {
    if (platform.mediaSource) return "hls.js";
    return platform.canPlayType("application/vnd.apple.mpegurl") ? "native" : "unsupported";
  }
  return platform.canPlayType(type) ? "native" : "unsupported";
}

const H264_AAC = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

export function platformMedia(video: HTMLVideoElement): PlatformMedia {
  const scope = globalThis as { MediaSource?: typeof MediaSource; ManagedMediaSource?: typeof MediaSource };
  const source = scope.ManagedMediaSource ?? scope.MediaSource;
  return {
    canPlayType: (type) => video.canPlayType(type),
    mediaSource: typeof source?.isTypeSupported === "function" && source.isTypeSupported(H264_AAC),
  };
}

export function unsupportedFormatMessage(type: string): string {
  return `[corp-player] The video format "${type}" is not supported by this browser; check the type parameter.`;
}
