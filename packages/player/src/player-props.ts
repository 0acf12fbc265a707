import type { HlsOverrides } from "./hls-config.ts";
import type { PlayerLang } from "./messages.ts";
import {
  CONTROL_BUTTONS,
  type ControlButton,
  DEFAULT_SPEED_RATES,
  DEFAULT_VOLUME,
} from "./player-constants.ts";
import type { MediaEventHandlers } from "./use-media-events.ts";

/** SPEC §3 player properties; every one may change after mount. */
export interface VideoPlayerProps extends MediaEventHandlers {
  /** The video's address: MP4 (or any type the browser plays) or an HLS playlist. */
  src: string;
  /** CSS length; a number means pixels. Default 800px. */
  width?: string | number;
  /** CSS length; a number means pixels. Default 450px. */
  height?: string | number;
  /** Theme colour of sliders and selections. Default #409eff. */
  color?: string;
  title?: string;
  /** MIME type of `src`; HLS is recognised by type or by a .m3u8 path. Default video/mp4. */
  type?: string;
  poster?: string;
  webFullScreen?: boolean;
  /** Show the speed menu. Default true. */
  speed?: boolean;
  /** Start offset in seconds; a later change seeks there. */
  currentTime?: number;
  playsinline?: boolean;
  muted?: boolean;
  speedRate?: readonly string[];
  autoPlay?: boolean;
  loop?: boolean;
  mirror?: boolean;
  /** Light-off mode, spelled as in the spec; `lightOff` is accepted too and wins when both are set. */
  ligthOff?: boolean;
  lightOff?: boolean;
  /** 0 to 1. Default 0.3. */
  volume?: number;
  /** Show the custom control bar. Default true. */
  control?: boolean;
  controlBtns?: readonly ControlButton[];
  preload?: "auto" | "metadata" | "none";
  /** Overrides of the §9 hls.js settings, merged over them. */
  hlsConfig?: HlsOverrides;
  lang?: PlayerLang;
  className?: string;
  onMirrorChange?: (mirror: boolean) => void;
  onLoopChange?: (loop: boolean) => void;
  onLightOffChange?: (lightOff: boolean) => void;
}

export const PLAYER_DEFAULTS = {
  width: "800px",
  height: "450px",
  color: "#409eff",
  title: "",
  type: "video/mp4",
  poster: "",
  webFullScreen: false,
  speed: true,
  currentTime: 0,
  playsinline: false,
  muted: false,
  speedRate: DEFAULT_SPEED_RATES,
  autoPlay: false,
  loop: false,
  mirror: false,
  lightOff: false,
  volume: DEFAULT_VOLUME,
  control: true,
  controlBtns: CONTROL_BUTTONS,
  preload: "auto",
  lang: "zh-cn",
} as const;

export const cssLength = (value: string | number) => (typeof value === "number" ? `${value}px` : value);
