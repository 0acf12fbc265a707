// Makes the sample videos under public/static/media: a 6 s 640x360 H.264/AAC MP4 and an HLS stream with
// 360p and 720p levels, each with a poster. Run with `node scripts/sample-media.mjs`; the results are
// committed, so neither setup nor CI needs ffmpeg. Their titles are English: both languages' pages play them
// (issue 50, item 1).
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "static", "media");
const font = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc";
const SECONDS = 6;

function ffmpeg(args) {
  const result = spawnSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${args.join(" ")}`);
}

/** A moving gradient with a title and a running clock, at 1280x720 (scaled down per output). */
function pictureSource(title) {
  const text = [
    `drawtext=fontfile=${font}:text='${title}':fontcolor=white:fontsize=72:x=(w-text_w)/2:y=h/2-90`,
    `drawtext=fontfile=${font}:text='%{pts\\:hms}':fontcolor=white@0.85:fontsize=44:x=(w-text_w)/2:y=h/2+30`,
  ].join(",");
  return [
    "-f",
    "lavfi",
    "-i",
    `gradients=size=1280x720:rate=25:duration=${SECONDS}:speed=0.02:c0=0x0b3d91:c1=0x3aa0ff:c2=0x06d6a0:seed=7,${text}`,
  ];
}
const tone = ["-f", "lavfi", "-i", `sine=frequency=440:sample_rate=44100:duration=${SECONDS}`];
const VIDEO = ["-c:v", "libx264", "-preset", "slow", "-profile:v", "main", "-pix_fmt", "yuv420p", "-g", "50"];
const AUDIO = ["-c:a", "aac", "-b:a", "48k", "-ac", "1"];
const REPRODUCIBLE = ["-map_metadata", "-1", "-fflags", "+bitexact", "-flags", "+bitexact", "-threads", "1"];

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, "hls"), { recursive: true });

ffmpeg([
  ...pictureSource("Chengxin CX500"),
  ...tone,
  "-vf",
  "scale=640:360",
  ...VIDEO,
  ...["-b:v", "300k", "-maxrate", "400k", "-bufsize", "800k"],
  ...AUDIO,
  ...REPRODUCIBLE,
  "-movflags",
  "+faststart",
  "-shortest",
  join(out, "sample.mp4"),
]);
ffmpeg(["-ss", "1", "-i", join(out, "sample.mp4"), "-frames:v", "1", "-q:v", "5", join(out, "sample.jpg")]);

ffmpeg([
  ...pictureSource("Chengxin HLS"),
  ...tone,
  "-filter_complex",
  "[0:v]split=2[a][b];[a]scale=640:360[v360];[b]scale=1280:720[v720]",
  ...["-map", "[v360]", "-map", "1:a", "-map", "[v720]", "-map", "1:a"],
  ...VIDEO,
  ...[
    "-b:v:0",
    "250k",
    "-maxrate:v:0",
    "350k",
    "-b:v:1",
    "600k",
    "-maxrate:v:1",
    "800k",
    "-bufsize",
    "1200k",
  ],
  ...AUDIO,
  ...REPRODUCIBLE,
  ...["-sc_threshold", "0", "-f", "hls", "-hls_time", "2", "-hls_playlist_type", "vod"],
  ...["-hls_segment_filename", join(out, "hls/%v/seg%03d.ts"), "-master_pl_name", "master.m3u8"],
  ...["-var_stream_map", "v:0,a:0,name:360p v:1,a:1,name:720p", join(out, "hls/%v/index.m3u8")],
]);
ffmpeg(["-i", join(out, "hls/720p/seg001.ts"), "-frames:v", "1", "-q:v", "5", join(out, "hls/poster.jpg")]);
