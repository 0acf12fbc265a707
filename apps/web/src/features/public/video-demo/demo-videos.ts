/** The sample media under public/static/media (made by scripts/sample-media.mjs). */
export type DemoVideo = {
  id: "mp4" | "hls";
  src: string;
  type: string;
  poster: string;
};

export const DEMO_VIDEOS: readonly DemoVideo[] = [
  { id: "mp4", src: "/static/media/sample.mp4", type: "video/mp4", poster: "/static/media/sample.jpg" },
  {
    id: "hls",
    src: "/static/media/hls/master.m3u8",
    type: "application/x-mpegURL",
    poster: "/static/media/hls/poster.jpg",
  },
];
