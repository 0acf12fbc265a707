import type { videoDemoZhCn } from "./video-demo.zh-cn.ts";

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const videoDemoEn: Shape<typeof videoDemoZhCn> = {
  intro:
    "This page shows the site's built-in video player: the same player plays plain MP4 files and HLS adaptive streams. Articles can carry a video too, played with the same player on the article page.",
  loading: "Loading the player...",
  address: "Video address",
  mp4: {
    title: "Sample MP4 video",
    description:
      "H.264 video with AAC audio, 640×360, about 6 seconds. Played by the browser itself, with playback speed, mirroring, light-off mode and hotkeys.",
  },
  hls: {
    title: "Sample HLS adaptive stream",
    description:
      "Two quality levels, 360p and 720p: the player picks one to suit the connection, and the quality menu switches by hand.",
  },
};
