import { type FocusEvent, useRef } from "react";
import { Icon } from "./icons.tsx";
import { MenuButton } from "./menu-button.tsx";
import type { PlayerMessages } from "./messages.ts";
import type { ControlButton } from "./player-constants.ts";
import type { PlayerEvent, PlayerState, Setting } from "./player-machine.ts";
import { ProgressSlider } from "./progress-slider.tsx";
import { formatTime } from "./time-format.ts";
import type { MediaTime } from "./use-media-events.ts";
import type { StreamControls, StreamState } from "./use-media-source.ts";
import { VolumeControl } from "./volume-control.tsx";

export interface ControlBarProps {
  state: PlayerState;
  send(event: PlayerEvent): void;
  messages: PlayerMessages;
  time: MediaTime;
  stream: StreamState;
  streamControls: StreamControls;
  buttons: ReadonlySet<ControlButton>;
  speedRates: readonly string[];
  pip: { available: boolean; active: boolean; toggle(): void };
}

const SETTINGS: readonly Setting[] = ["mirror", "loop", "lightOff"];

export function ControlBar(props: ControlBarProps) {
  const { state, send, messages: m, time, stream, streamControls, buttons, speedRates, pip } = props;
  // The bar stays while the pointer is on it or a keyboard user works in it; a mouse click that
  // leaves focus on a button must not keep it up forever, hence :focus-visible.
  const hold = useRef({ pointer: false, focus: false });
  const setHold = (part: "pointer" | "focus", value: boolean) => {
    hold.current[part] = value;
    send({ type: "holdControls", held: hold.current.pointer || hold.current.focus });
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target;
    setHold("focus", target instanceof HTMLElement && safeMatches(target, ":focus-visible"));
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHold("focus", false);
  };
  const playLabel = { play: m.play, pause: m.pause, replay: m.replay }[state.playButton];
  const playIcon = state.playButton === "pause" ? "pause" : state.playButton === "replay" ? "replay" : "play";
  const playingLevel = stream.levels.find((level) => level.index === stream.playingLevel);
  const qualityText = stream.autoLevel
    ? `${m.auto}${playingLevel ? ` ${playingLevel.height}P` : ""}`
    : `${stream.levels.find((level) => level.index === stream.selectedLevel)?.height ?? ""}P`;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form fields, this is a button group
    <div
      className="corp-player__bar"
      role="group"
      aria-label={m.controls}
      onPointerEnter={() => setHold("pointer", true)}
      onPointerLeave={() => setHold("pointer", false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <ProgressSlider time={time} messages={m} onSeek={(t) => send({ type: "seek", time: t })} />
      <div className="corp-player__bar-row">
        <button
          type="button"
          className="corp-player__button"
          aria-label={playLabel}
          onClick={() => send({ type: "togglePlay" })}
        >
          <Icon name={playIcon} />
        </button>
        <span className="corp-player__time">
          {formatTime(time.currentTime)} / {formatTime(time.duration)}
        </span>
        <span className="corp-player__spacer" />
        {buttons.has("quality") && stream.levels.length > 0 && (
          <MenuButton
            name="quality"
            label={m.quality}
            kind="radio"
            items={[
              { key: "-1", label: m.auto, checked: stream.autoLevel },
              ...stream.levels.map((level) => ({
                key: String(level.index),
                label: `${level.height}P`,
                checked: !stream.autoLevel && level.index === stream.selectedLevel,
              })),
            ]}
            onSelect={(key) => streamControls.selectLevel(Number(key))}
          >
            {qualityText}
          </MenuButton>
        )}
        {buttons.has("audioTrack") && stream.audioTracks.length > 1 && (
          <MenuButton
            name="audio"
            label={m.audioTrack}
            kind="radio"
            items={stream.audioTracks.map((track) => ({
              key: String(track.index),
              label: track.name || m.track(track.index + 1),
              checked: track.index === stream.audioTrack,
            }))}
            onSelect={(key) => streamControls.selectAudioTrack(Number(key))}
          >
            {m.audioTrack}
          </MenuButton>
        )}
        {buttons.has("speedRate") && speedRates.length > 0 && (
          <MenuButton
            name="speed"
            label={m.speedMenu}
            kind="radio"
            items={speedRates.map((rate) => ({
              key: rate,
              label: `${rate}x`,
              checked: Number(rate) === state.speed,
            }))}
            onSelect={(key) => send({ type: "setSpeed", speed: Number(key) })}
          >
            {state.speed === 1 ? m.speed : `${state.speed}x`}
          </MenuButton>
        )}
        {buttons.has("volume") && (
          <VolumeControl
            volume={state.volume}
            muted={state.muted}
            messages={m}
            onVolume={(volume) => send({ type: "setVolume", volume })}
            onToggleMute={() => send({ type: "toggleMute" })}
          />
        )}
        {buttons.has("setting") && (
          <MenuButton
            name="settings"
            label={m.settings}
            kind="checkbox"
            items={SETTINGS.map((setting) => ({ key: setting, label: m[setting], checked: state[setting] }))}
            onSelect={(key) => send({ type: "toggleSetting", setting: key as Setting })}
          >
            <Icon name="settings" />
          </MenuButton>
        )}
        {buttons.has("pip") && pip.available && (
          <button
            type="button"
            className="corp-player__button corp-player__button--optional"
            aria-label={pip.active ? m.exitPip : m.pip}
            aria-pressed={pip.active}
            onClick={pip.toggle}
          >
            <Icon name="pip" />
          </button>
        )}
        {buttons.has("pageFullScreen") && (
          <button
            type="button"
            className="corp-player__button corp-player__button--optional"
            aria-label={state.webFullScreen ? m.exitWebFullScreen : m.webFullScreen}
            aria-pressed={state.webFullScreen}
            onClick={() => send({ type: "toggleWebFullScreen" })}
          >
            <Icon name="webFullScreen" />
          </button>
        )}
        {buttons.has("fullScreen") && (
          <button
            type="button"
            className="corp-player__button"
            aria-label={state.fullScreen ? m.exitFullScreen : m.fullScreen}
            aria-pressed={state.fullScreen}
            onClick={() => send({ type: "toggleFullScreen" })}
          >
            <Icon name={state.fullScreen ? "exitFullScreen" : "fullScreen"} />
          </button>
        )}
      </div>
    </div>
  );
}

function safeMatches(element: HTMLElement, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false; // engines without :focus-visible
  }
}
