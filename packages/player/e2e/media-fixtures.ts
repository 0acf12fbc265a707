/// <reference types="node" />
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Real media for the browser tests, made with Debian's ffmpeg: H.264/AAC only, so Chromium plays
 * it without proprietary codecs beyond what it ships. Takes about 7 s on two cores.
 */
const VIDEO = [
  "-c:v",
  "libx264",
  "-preset",
  "veryfast",
  "-pix_fmt",
  "yuv420p",
  "-g",
  "50",
  "-keyint_min",
  "50",
];
const AUDIO = ["-c:a", "aac", "-b:a", "64k"];
const HLS = ["-sc_threshold", "0", "-f", "hls", "-hls_time", "2", "-hls_playlist_type", "vod"];

const ffmpeg = (args: string[]) =>
  execFileSync("ffmpeg", ["-v", "error", "-y", ...args], { stdio: "inherit" });
const testVideo = (size: string, seconds: number) => [
  "-f",
  "lavfi",
  "-i",
  `testsrc2=size=${size}:rate=25:duration=${seconds}`,
];
const tone = (hz: number, seconds: number) => [
  "-f",
  "lavfi",
  "-i",
  `sine=frequency=${hz}:sample_rate=44100:duration=${seconds}`,
];

export function generateMedia(dir: string): void {
  mkdirSync(dir, { recursive: true });
  // a 30 s MP4: long enough for +10 s / -10 s hotkeys from the middle
  ffmpeg([
    ...testVideo("640x360", 30),
    ...tone(440, 30),
    ...VIDEO,
    "-b:v",
    "600k",
    ...AUDIO,
    "-movflags",
    "+faststart",
    "-shortest",
    join(dir, "video.mp4"),
  ]);
  ffmpeg(["-ss", "3", "-i", join(dir, "video.mp4"), "-frames:v", "1", join(dir, "poster.jpg")]);
  // HLS with a 360p and a 720p level
  mkdirSync(join(dir, "ladder"), { recursive: true });
  ffmpeg([
    ...testVideo("1280x720", 20),
    ...tone(440, 20),
    "-filter_complex",
    "[0:v]split=2[a][b];[a]scale=640:360[v360];[b]scale=1280:720[v720]",
    ...["-map", "[v360]", "-map", "1:a", "-map", "[v720]", "-map", "1:a"],
    ...VIDEO,
    ...["-b:v:0", "500k", "-b:v:1", "1500k"],
    ...AUDIO,
    ...HLS,
    ...["-hls_segment_filename", join(dir, "ladder/%v/seg%03d.ts"), "-master_pl_name", "master.m3u8"],
    ...["-var_stream_map", "v:0,a:0,name:360p v:1,a:1,name:720p", join(dir, "ladder/%v/index.m3u8")],
  ]);
  // HLS with one video and two audio renditions (440 Hz and 880 Hz)
  mkdirSync(join(dir, "audio"), { recursive: true });
  ffmpeg([
    ...testVideo("640x360", 12),
    ...tone(440, 12),
    ...tone(880, 12),
    ...["-map", "0:v", "-map", "1:a", "-map", "2:a"],
    ...VIDEO,
    "-b:v",
    "500k",
    ...AUDIO,
    ...HLS,
    ...["-hls_segment_filename", join(dir, "audio/%v/seg%03d.ts"), "-master_pl_name", "master.m3u8"],
    ...[
      "-var_stream_map",
      "v:0,agroup:aud,name:video a:0,agroup:aud,language:zh,name:zh,default:yes a:1,agroup:aud,language:en,name:en",
      join(dir, "audio/%v/index.m3u8"),
    ],
  ]);
  const master = join(dir, "audio/master.m3u8");
  // ffmpeg names renditions audio_1/audio_2: give them the names a viewer would see
  writeFileSync(
    master,
    readFileSync(master, "utf8")
      .replace('NAME="audio_1"', 'NAME="中文"')
      .replace('NAME="audio_2"', 'NAME="English"'),
  );
}
