import {
  type MediaSnapshot,
  type PlayerEffect,
  type PlayerEvent,
  type PlayerState,
  type Setting,
  type TimerName,
  transition,
} from "./player-machine.ts";

/** What the runtime needs from the page: the media element and the full-screen API, behind a port. */
export interface MediaPort {
  snapshot(): MediaSnapshot;
  play(): Promise<void> | undefined;
  pause(): void;
  seek(time: number): void;
  applyVolume(volume: number, muted: boolean): void;
  applyRate(rate: number): void;
  reload(): void;
  requestFullScreen(): void;
  exitFullScreen(): void;
  settingChanged(setting: Setting, value: boolean): void;
}

export interface PlayerRuntime {
  getState(): PlayerState;
  subscribe(listener: () => void): () => void;
  send(event: PlayerEvent): void;
  dispose(): void;
}

const EMPTY_MEDIA: MediaSnapshot = { currentTime: 0, duration: Number.NaN, paused: true, readyState: 0 };

/**
 * Runs the pure machine: keeps the state, executes effects against the port and owns the timers.
 * The port is read on each use because the media element appears only after mount.
 */
export function createPlayerRuntime(initial: PlayerState, getPort: () => MediaPort | null): PlayerRuntime {
  let state = initial;
  const listeners = new Set<() => void>();
  const timers = new Map<TimerName, ReturnType<typeof setTimeout>>();

  const cancelTimer = (timer: TimerName) => {
    const handle = timers.get(timer);
    if (handle !== undefined) clearTimeout(handle);
    timers.delete(timer);
  };

  const run = (effect: PlayerEffect) => {
    if (effect.type === "startTimer") {
      cancelTimer(effect.timer);
      timers.set(
        effect.timer,
        setTimeout(() => {
          timers.delete(effect.timer);
          send({ type: "timer", timer: effect.timer });
        }, effect.ms),
      );
      return;
    }
    if (effect.type === "cancelTimer") return cancelTimer(effect.timer);
    const port = getPort();
    if (!port) return;
    switch (effect.type) {
      case "play": {
        let pending: Promise<void> | undefined;
        try {
          pending = port.play();
        } catch (error) {
          send({ type: "playRejected", errorName: errorName(error) });
          return;
        }
        pending?.catch((error: unknown) => send({ type: "playRejected", errorName: errorName(error) }));
        return;
      }
      case "pause":
        return port.pause();
      case "reload":
        return port.reload();
      case "seek":
        return port.seek(effect.time);
      case "applyVolume":
        return port.applyVolume(effect.volume, effect.muted);
      case "applyRate":
        return port.applyRate(effect.rate);
      case "requestFullScreen":
        return port.requestFullScreen();
      case "exitFullScreen":
        return port.exitFullScreen();
      case "settingChanged":
        return port.settingChanged(effect.setting, effect.value);
    }
  };

  function send(event: PlayerEvent) {
    const result = transition(state, event, getPort()?.snapshot() ?? EMPTY_MEDIA);
    const changed = result.state !== state;
    state = result.state;
    if (changed) for (const listener of listeners) listener();
    for (const effect of result.effects) run(effect);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
    // Only the timers: React's strict mode unmounts and mounts again with the same runtime.
    dispose() {
      for (const timer of [...timers.keys()]) cancelTimer(timer);
    },
  };
}

function errorName(error: unknown): string {
  return typeof error === "object" && error !== null && "name" in error ? String(error.name) : "Error";
}
