// Draws the demo company's images under public/static/images (banners, menu thumbnails, page
// headers, history, topics, article covers, logos and the WeChat QR code). Run once with
// `node scripts/demo-images.mjs`; the results are committed, so neither setup nor CI needs ffmpeg.
// The pictures both languages' pages show carry no Chinese words (issue 50, item 1): their words are
// English, or they have none; the logos, which spell the company's name, have English variants.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import QRCode from "qrcode";

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "static", "images");
const font = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc";
const palettes = [
  ["0x0b3d91", "0x1f5ca6", "0x3aa0ff"],
  ["0x073b4c", "0x118ab2", "0x06d6a0"],
  ["0x2b2d42", "0x4a4e69", "0x9a8c98"],
  ["0x14213d", "0x1f5ca6", "0xfca311"],
  ["0x003049", "0x2a6f97", "0x61a5c2"],
  ["0x1b263b", "0x415a77", "0x778da9"],
];

function ffmpeg(args) {
  const result = spawnSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${args.join(" ")}`);
}

const escapeText = (text) => text.replace(/\\/g, "\\\\").replace(/:/g, "\\:").replace(/'/g, "\\'");

/** A gradient picture with a title (and an optional smaller line) centred on it. */
function picture(file, { width, height, title, subtitle = "", seed = 0 }) {
  const path = join(out, file);
  mkdirSync(dirname(path), { recursive: true });
  const [c0, c1, c2] = palettes[seed % palettes.length];
  const size = Math.round(Math.min(width / 14, height / 6));
  const text = [
    title &&
      `drawtext=fontfile=${font}:text='${escapeText(title)}':fontcolor=white:fontsize=${size}:x=(w-text_w)/2:y=(h-text_h)/2-${subtitle ? size / 2 : 0}`,
    subtitle
      ? `drawtext=fontfile=${font}:text='${escapeText(subtitle)}':fontcolor=white@0.8:fontsize=${Math.round(size / 2.2)}:x=(w-text_w)/2:y=(h/2)+${size * 0.8}`
      : "",
  ].filter(Boolean);
  ffmpeg([
    "-f",
    "lavfi",
    "-i",
    `gradients=s=${width}x${height}:c0=${c0}:c1=${c1}:c2=${c2}:nb_colors=3:seed=${seed + 1}:duration=1`,
    ...(text.length > 0 ? ["-vf", text.join(",")] : []),
    "-frames:v",
    "1",
    "-q:v",
    "5",
    path,
  ]);
}

/** A logo: the company name (Chinese, or its English variant's) on a transparent background. */
function logo(file, { color, width, height, name = "澄芯科技", size = 0.55 }) {
  ffmpeg([
    "-f",
    "lavfi",
    "-i",
    `color=c=black@0.0:s=${width}x${height},format=rgba`,
    "-vf",
    `drawtext=fontfile=${font}:text='${escapeText(name)}':fontcolor=${color}:fontsize=${Math.round(height * size)}:x=(w-text_w)/2:y=(h-text_h)/2`,
    "-frames:v",
    "1",
    join(out, file),
  ]);
}

mkdirSync(out, { recursive: true });
logo("logo.png", { color: "0x1f5ca6", width: 240, height: 64 });
logo("logo2.png", { color: "white", width: 240, height: 64 });
logo("logo_footer.png", { color: "white", width: 240, height: 64 });
// The English pages' logos (the settings logo_en, logo2_en and logo_footer_en).
const english = { name: "Chengxin Tech", size: 0.42 };
logo("logo_en.png", { color: "0x1f5ca6", width: 240, height: 64, ...english });
logo("logo2_en.png", { color: "white", width: 240, height: 64, ...english });
logo("logo_footer_en.png", { color: "white", width: 240, height: 64, ...english });
await QRCode.toFile(join(out, "wx_qr.png"), "https://www.chengxin.example.com/", { width: 280, margin: 1 });

picture("search_bg.jpg", { width: 1920, height: 420, title: "SEARCH", seed: 2 });
picture("corp/headquarters.jpg", {
  width: 1200,
  height: 675,
  title: "Chengxin Tower",
  subtitle: "Suzhou Industrial Park",
  seed: 4,
});
// Banners carry no text of their own: the carousel writes each banner's title over it.
for (let i = 0; i < 4; i++) {
  picture(`banner/${i + 1}.jpg`, { width: 1920, height: 700, title: "", seed: i });
}
const menus = {
  home: "Home",
  about: "About Us",
  news: "News",
  topic: "Topics",
  layout: "Articles",
  contact: "Contact Us",
};
Object.entries(menus).forEach(([name, title], i) => {
  picture(`menu/${name}.jpg`, { width: 1600, height: 900, title, seed: i });
});
const pages = {
  company: "About",
  history: "History",
  contact: "Contact",
};
Object.entries(pages).forEach(([name, title], i) => {
  picture(`page/${name}.jpg`, { width: 1920, height: 400, title, seed: i + 1 });
});
["2014", "2016", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2012", "2025"].forEach(
  (year, i) => {
    picture(`history/${year}.jpg`, { width: 800, height: 450, title: year, seed: i });
  },
);
const topics = {
  cx500: "CX500 发布",
  manufacturing: "智能制造",
  conference: "人工智能大会",
  culture: "企业文化",
  developers: "开发者生态",
};
// Topic pictures carry no text either: the topic cards write the title over them.
Object.keys(topics).forEach((key, i) => {
  picture(`topic/${key}.jpg`, { width: 1200, height: 600, title: "", seed: i + 2 });
});
const covers = [
  "News",
  "Industry",
  "Media",
  "Technology",
  "Products",
  "Partners",
  "Events",
  "Talent",
  "R&D",
  "Customers",
  "Launch",
  "Awards",
];
covers.forEach((title, i) => {
  picture(`article/${String(i + 1).padStart(2, "0")}.jpg`, { width: 800, height: 450, title, seed: i });
});
console.log(`images written to ${out}`);
