import {
  type CSSProperties,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { ColourDialog } from "./colour-dialog.tsx";
import { type ColourLevels, colourFilter, DEFAULT_COLOUR } from "./colour-filter.ts";
import { type ContextAction, ContextMenu } from "./context-menu.tsx";
import { contextMenuPosition, type Point } from "./context-menu-position.ts";
import { ControlBar } from "./control-bar.tsx";
import { HotkeyDialog } from "./hotkey-dialog.tsx";
import { Icon } from "./icons.tsx";
import { messagesFor } from "./messages.ts";
import { LoadingOverlay, StatusOverlay, TopBar } from "./overlays.tsx";
import { type Hotkey, hotkeyFor, initialPlayerState, type SyncedProps } from "./player-machine.ts";
import { cssLength, PLAYER_DEFAULTS as D, type VideoPlayerProps } from "./player-props.ts";
import { createPlayerRuntime, type MediaPort } from "./player-runtime.ts";
import { PLAYER_CSS } from "./player-styles.ts";
import { useMediaEvents } from "./use-media-events.ts";
import { useMediaPort } from "./use-media-port.ts";
import { useMediaSource } from "./use-media-source.ts";
import { copyText, useIsTouch, usePictureInPicture } from "./use-platform.ts";
import { useSyncedProps } from "./use-synced-props.ts";

export type { VideoPlayerProps } from "./player-props.ts";

/** Four 34 px items and the padding: keeps the context menu inside the player's bottom edge. */
const CONTEXT_MENU_HEIGHT = 144;
const NOTICE_MS = 1500;

/** Keys a focused control needs for itself: text fields, and Space on buttons and menu items. */
function controlOwnsKey(target: EventTarget, root: HTMLElement, hotkey: Hotkey): boolean {
  if (target === root || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true;
  return hotkey === "togglePlay" && (target.tagName === "BUTTON" || target.hasAttribute("role"));
}

export function VideoPlayer(props: VideoPlayerProps) {
  const {
    src,
    width = D.width,
    height = D.height,
    color = D.color,
    title = D.title,
    type = D.type,
    poster = D.poster,
    webFullScreen = D.webFullScreen,
    speed = D.speed,
    currentTime = D.currentTime,
    playsinline = D.playsinline,
    muted = D.muted,
    speedRate = D.speedRate,
    autoPlay = D.autoPlay,
    loop = D.loop,
    mirror = D.mirror,
    volume = D.volume,
    control = D.control,
    controlBtns = D.controlBtns,
    preload = D.preload,
    lang = D.lang,
  } = props;
  const lightOff = props.lightOff ?? props.ligthOff ?? D.lightOff;
  const synced: SyncedProps = { autoPlay, volume, muted, mirror, loop, lightOff, webFullScreen };
  const messages = messagesFor(lang);

  const rootRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const portRef = useRef<MediaPort | null>(null);
  const reloadRef = useRef(() => {});
  const latest = useRef(props);
  latest.current = props;

  const [runtime] = useState(() => createPlayerRuntime(initialPlayerState(synced), () => portRef.current));
  const state = useSyncExternalStore(runtime.subscribe, runtime.getState, runtime.getState);
  const send = runtime.send;
  const touch = useIsTouch();
  const pip = usePictureInPicture(videoRef);
  const [menuAt, setMenuAt] = useState<Point | null>(null);
  const [dialog, setDialog] = useState<"colour" | "hotkeys" | null>(null);
  const [colour, setColour] = useState<ColourLevels>(DEFAULT_COLOUR);
  const [notice, setNotice] = useState("");

  useMediaPort(runtime, { port: portRef, video: videoRef, root: rootRef, reload: reloadRef, props: latest });

  // Declared before the source hook so the machine resets before the new source's first event.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per source on purpose
  useEffect(() => {
    send({ type: "sourceChanged", startAt: latest.current.currentTime ?? 0 });
  }, [src, type, send]);

  const onFatalError = useCallback(
    (detail: string) => {
      send({ type: "media", name: "error" });
      latest.current.onError?.(new CustomEvent("error", { detail }));
    },
    [send],
  );
  const [stream, streamControls] = useMediaSource(videoRef, {
    src,
    type,
    hlsConfig: props.hlsConfig,
    preload,
    onFatalError,
  });
  reloadRef.current = streamControls.reload;
  const time = useMediaEvents(videoRef, props, send);

  useSyncedProps(currentTime, synced, send);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(""), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // Esc gives focus back to the player; a click elsewhere leaves focus where the viewer put it.
  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuAt(null);
    if (returnFocus) rootRef.current?.focus({ preventScroll: true });
  }, []);
  const closeDialog = () => {
    setDialog(null);
    rootRef.current?.focus({ preventScroll: true });
  };
  const onContextAction = (action: ContextAction) => {
    setMenuAt(null);
    if (action !== "copy") return setDialog(action);
    const root = rootRef.current;
    // the video's own address made absolute, not the page's (the reference copied location.href)
    if (root)
      void copyText(new URL(src, document.baseURI).href, root).then((ok) => ok && setNotice(messages.copied));
    root?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (touch || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const hotkey = hotkeyFor(event.key);
    if (!hotkey || controlOwnsKey(event.target, event.currentTarget, hotkey)) return;
    event.preventDefault();
    send({ type: "keyDown", hotkey, repeat: event.repeat });
  };

  const buttons = useMemo(() => new Set(controlBtns), [controlBtns]);
  const rootClass = [
    "corp-player",
    state.webFullScreen && "corp-player--web-fullscreen",
    state.lightOff && "corp-player--lit",
    !state.controlsVisible && !touch && "corp-player--idle",
    props.className,
  ]
    .filter(Boolean)
    .join(" ");
  const style = {
    width: cssLength(width),
    height: cssLength(height),
    "--corp-player-color": color,
  } as CSSProperties;

  return (
    <>
      <style href="corp-player" precedence="corp-player">
        {PLAYER_CSS}
      </style>
      {state.lightOff && <div className="corp-player-lightoff" aria-hidden="true" />}
      <section
        ref={rootRef}
        className={rootClass}
        style={style}
        aria-label={title || messages.player}
        tabIndex={touch ? undefined : 0}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => {
          const hotkey = hotkeyFor(event.key);
          if (hotkey === "seekForward") send({ type: "keyUp", hotkey });
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send({ type: "focusLost" });
        }}
        onPointerMove={() => send({ type: "activity" })}
        onContextMenu={(event) => {
          if (touch) return;
          event.preventDefault();
          const rect = event.currentTarget.getBoundingClientRect();
          const pointer = { x: event.clientX - rect.left, y: event.clientY - rect.top };
          setMenuAt(contextMenuPosition(pointer, rect, CONTEXT_MENU_HEIGHT));
        }}
      >
        {/* biome-ignore lint/a11y/useMediaCaption: captions come with the stream (hls.js renders them as text tracks) */}
        <video
          ref={videoRef}
          className={`corp-player__video${state.mirror ? " corp-player__video--mirror" : ""}`}
          style={{ filter: colourFilter(colour) }}
          poster={poster || undefined}
          preload={preload}
          playsInline={playsinline}
          loop={state.loop}
          controls={touch}
        >
          {messages.unsupported}
        </video>
        {!touch && (
          <>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; Space and the play buttons are the keyboard way */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
            <div
              className="corp-player__click-layer"
              onClick={() => send({ type: "togglePlay" })}
              onDoubleClick={() => send({ type: "toggleFullScreen" })}
            />
            {(state.fullScreen || state.webFullScreen) && <TopBar title={title} />}
            <LoadingOverlay state={state} hasPoster={Boolean(poster)} messages={messages} send={send} />
            {state.playButton === "play" && state.loading === "none" && (
              <button
                type="button"
                className="corp-player__big-play"
                aria-label={messages.play}
                onClick={() => send({ type: "togglePlay" })}
              >
                <Icon name="play" />
              </button>
            )}
            {notice ? (
              <div className="corp-player__status" role="status">
                {notice}
              </div>
            ) : (
              <StatusOverlay state={state} messages={messages} />
            )}
            {control && (
              <ControlBar
                state={state}
                send={send}
                messages={messages}
                time={time}
                stream={stream}
                streamControls={streamControls}
                buttons={buttons}
                speedRates={speed ? speedRate : []}
                pip={pip}
              />
            )}
            {menuAt && (
              <ContextMenu at={menuAt} messages={messages} onAction={onContextAction} onClose={closeMenu} />
            )}
            {dialog === "colour" && (
              <ColourDialog levels={colour} messages={messages} onChange={setColour} onClose={closeDialog} />
            )}
            {dialog === "hotkeys" && <HotkeyDialog messages={messages} onClose={closeDialog} />}
          </>
        )}
      </section>
    </>
  );
}
