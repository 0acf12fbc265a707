/** Full screen with the iOS fallback: iPhone Safari has no element full screen, only the video's own. */
type WebkitVideo = HTMLVideoElement & {
  webkitEnterFullscreen?: () => void;
  webkitExitFullscreen?: () => void;
};

export function requestFullScreen(container: HTMLElement, video: HTMLVideoElement): void {
  if (typeof container.requestFullscreen === "function" && document.fullscreenEnabled !== false) {
    container
      .requestFullscreen()
      .catch((error: unknown) => console.warn("[corp-player] full screen refused", error));
    return;
  }
  (video as WebkitVideo).webkitEnterFullscreen?.();
}

export function exitFullScreen(video: HTMLVideoElement): void {
  if (document.fullscreenElement) {
    document
      .exitFullscreen()
      .catch((error: unknown) => console.warn("[corp-player] full screen exit failed", error));
    return;
  }
  (video as WebkitVideo).webkitExitFullscreen?.();
}

/**
 * Calls `onChange` whenever the browser enters or leaves full screen for this player, including Esc
 * and the browser's own controls; returns the unsubscribe function.
 */
export function watchFullScreen(
  container: HTMLElement,
  video: HTMLVideoElement,
  onChange: (active: boolean) => void,
): () => void {
  const onDocument = () => onChange(document.fullscreenElement === container);
  const onBegin = () => onChange(true);
  const onEnd = () => onChange(false);
  document.addEventListener("fullscreenchange", onDocument);
  video.addEventListener("webkitbeginfullscreen", onBegin);
  video.addEventListener("webkitendfullscreen", onEnd);
  return () => {
    document.removeEventListener("fullscreenchange", onDocument);
    video.removeEventListener("webkitbeginfullscreen", onBegin);
    video.removeEventListener("webkitendfullscreen", onEnd);
  };
}
