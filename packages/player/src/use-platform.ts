import { type RefObject, useEffect, useState, useSyncExternalStore } from "react";

const TOUCH_QUERY = "(hover: none) and (pointer: coarse)";

function subscribeTouch(onChange: () => void) {
  const query = window.matchMedia?.(TOUCH_QUERY);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** Touch-first devices get the native controls (SPEC §2). False on the server and in the first render. */
export function useIsTouch(): boolean {
  return useSyncExternalStore(
    subscribeTouch,
    () => window.matchMedia?.(TOUCH_QUERY).matches ?? false,
    () => false,
  );
}

export interface PictureInPicture {
  available: boolean;
  active: boolean;
  toggle(): void;
}

/** Picture in picture; failures to enter or leave are only logged (SPEC §8). */
export function usePictureInPicture(videoRef: RefObject<HTMLVideoElement | null>): PictureInPicture {
  const [available, setAvailable] = useState(false);
  const [active, setActive] = useState(false);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setAvailable(
      document.pictureInPictureEnabled === true && typeof video.requestPictureInPicture === "function",
    );
    const onEnter = () => setActive(true);
    const onLeave = () => setActive(false);
    video.addEventListener("enterpictureinpicture", onEnter);
    video.addEventListener("leavepictureinpicture", onLeave);
    return () => {
      video.removeEventListener("enterpictureinpicture", onEnter);
      video.removeEventListener("leavepictureinpicture", onLeave);
    };
  }, [videoRef]);
  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    const request =
      document.pictureInPictureElement === video
        ? document.exitPictureInPicture()
        : video.requestPictureInPicture();
    request.catch((error: unknown) => console.warn("[corp-player] picture in picture failed", error));
  };
  return { available, active, toggle };
}

/** Copies text, falling back to a hidden textarea where the async clipboard is refused (plain http). */
export async function copyText(text: string, host: HTMLElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "absolute";
    area.style.opacity = "0";
    host.append(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    return copied;
  }
}
