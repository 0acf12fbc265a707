import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import type { PlayerLang } from "../src/messages.ts";
import { MEDIA_EVENT_PROPS } from "../src/use-media-events.ts";
import { VideoPlayer, type VideoPlayerProps } from "../src/video-player.tsx";

/**
 * Test page: players configured from the query string (src, type, poster, lang, title, autoplay,
 * muted, start, src2/type2 for a second player, bench). Every event lands in window.__playerEvents
 * as "<player>:<event>" so the browser tests can assert on them.
 */
declare global {
  interface Window {
    __playerEvents: string[];
    __firstFrame?: { presentationTime: number; mountedAt: number };
  }
}

window.__playerEvents = [];
const params = new URLSearchParams(location.search);
const mountedAt = performance.now();

function eventProps(player: number): Partial<VideoPlayerProps> {
  const log = (name: string) => () => window.__playerEvents.push(`${player}:${name}`);
  const props: Partial<VideoPlayerProps> = {
    onMirrorChange: log("mirrorChange"),
    onLoopChange: log("loopChange"),
    onLightOffChange: log("lightOffChange"),
  };
  for (const [name, prop] of Object.entries(MEDIA_EVENT_PROPS)) props[prop] = log(name);
  return props;
}

function App() {
  const [mounted, setMounted] = useState(true);
  const [lightOff, setLightOff] = useState(false);
  const bench = params.has("bench");
  const common: Partial<VideoPlayerProps> = {
    lang: (params.get("lang") ?? "zh-cn") as PlayerLang,
    title: params.get("title") ?? "测试视频",
    poster: params.get("poster") ?? undefined,
    autoPlay: bench || params.has("autoplay"),
    muted: bench || params.has("muted"),
    currentTime: Number(params.get("start") ?? 0),
    lightOff,
    ...(params.has("width") ? { width: params.get("width") ?? "" } : {}),
  };

  useEffect(() => {
    const video = document.querySelector("video");
    if (!bench || !video) return;
    video.requestVideoFrameCallback((_now, frame) => {
      window.__firstFrame = { presentationTime: frame.presentationTime, mountedAt };
    });
  }, [bench]);

  const second = params.get("src2");
  return (
    <>
      <div className="harness-tools">
        <button type="button" id="toggle-mount" onClick={() => setMounted((value) => !value)}>
          {mounted ? "卸载播放器" : "挂载播放器"}
        </button>
        <button type="button" id="toggle-lightoff-prop" onClick={() => setLightOff((value) => !value)}>
          lightOff prop
        </button>
      </div>
      {mounted && (
        <div className="harness-players">
          <VideoPlayer
            {...common}
            {...eventProps(0)}
            src={params.get("src") ?? "/media/video.mp4"}
            type={params.get("type") ?? "video/mp4"}
          />
          {second && (
            <VideoPlayer
              {...common}
              {...eventProps(1)}
              title="第二个"
              src={second}
              type={params.get("type2") ?? "video/mp4"}
            />
          )}
        </div>
      )}
    </>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
