/** What the first bytes of a file say it is. */
export type Sniffed =
  | "png"
  | "jpeg"
  | "gif"
  | "webp"
  | "bmp"
  | "pdf"
  | "zip"
  | "rar"
  | "7z"
  | "gzip"
  | "ole"
  | "mp4"
  | "mp3"
  | "wav"
  | "avi"
  | "webm"
  | "flv"
  | "text"
  | "binary";

const starts = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, text: string, at = 0) =>
  starts(
    bytes,
    [...text].map((c) => c.charCodeAt(0)),
    at,
  );

/** The type the content shows, whatever its name claims. */
export function sniff(bytes: Uint8Array): Sniffed {
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (ascii(bytes, "GIF87a") || ascii(bytes, "GIF89a")) return "gif";
  if (ascii(bytes, "RIFF") && ascii(bytes, "WEBP", 8)) return "webp";
  if (ascii(bytes, "RIFF") && ascii(bytes, "WAVE", 8)) return "wav";
  if (ascii(bytes, "RIFF") && ascii(bytes, "AVI ", 8)) return "avi";
  if (ascii(bytes, "BM") && bytes.length > 14) return "bmp";
  if (ascii(bytes, "%PDF-")) return "pdf";
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04]) || starts(bytes, [0x50, 0x4b, 0x05, 0x06])) return "zip";
  if (ascii(bytes, "Rar!")) return "rar";
  if (starts(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return "7z";
  if (starts(bytes, [0x1f, 0x8b])) return "gzip";
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "ole";
  if (ascii(bytes, "ftyp", 4)) return "mp4";
  if (starts(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return "webm";
  if (ascii(bytes, "FLV")) return "flv";
  if (ascii(bytes, "ID3") || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return "mp3";
  return isText(bytes) ? "text" : "binary";
}

function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    // GBK text is common in China: accept any byte soup without NULs or control codes.
    return !bytes.some((b) => b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b));
  }
}

/** The content each suffix must have; suffixes not listed are accepted as any content but markup. */
const EXPECTED: Record<string, readonly Sniffed[]> = {
  png: ["png"],
  jpg: ["jpeg"],
  jpeg: ["jpeg"],
  gif: ["gif"],
  webp: ["webp"],
  bmp: ["bmp"],
  pdf: ["pdf"],
  zip: ["zip"],
  docx: ["zip"],
  xlsx: ["zip"],
  pptx: ["zip"],
  rar: ["rar"],
  "7z": ["7z"],
  gz: ["gzip"],
  doc: ["ole"],
  xls: ["ole"],
  ppt: ["ole"],
  mp4: ["mp4"],
  mov: ["mp4"],
  m4a: ["mp4"],
  mp3: ["mp3"],
  wav: ["wav"],
  avi: ["avi"],
  webm: ["webm"],
  mkv: ["webm"],
  flv: ["flv"],
  txt: ["text"],
  csv: ["text"],
  md: ["text"],
  json: ["text"],
};

/** MIME types the server answers with, from the checked content (never the client's claim). */
const MIME: Record<Sniffed, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  bmp: "image/bmp",
  pdf: "application/pdf",
  zip: "application/zip",
  rar: "application/vnd.rar",
  "7z": "application/x-7z-compressed",
  gzip: "application/gzip",
  ole: "application/octet-stream",
  mp4: "video/mp4",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  avi: "video/x-msvideo",
  webm: "video/webm",
  flv: "video/x-flv",
  text: "text/plain",
  binary: "application/octet-stream",
};

/** Markup a browser could run if it ever rendered the file as a page. */
const ACTIVE_CONTENT = /<\s*(script|html|svg|iframe|object|embed|body|\?php)|<%|javascript:/i;

/**
 * Whether the bytes are what the suffix says: an image suffix needs that image's header, a text
 * suffix text without markup, and no file may carry markup in its first kilobytes.
 */
export function contentMatches(
  suffix: string,
  bytes: Uint8Array,
): { ok: boolean; kind: Sniffed; mime: string } {
  const kind = sniff(bytes);
  const expected = EXPECTED[suffix];
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 4096));
  const markup = (kind === "text" || kind === "binary") && ACTIVE_CONTENT.test(head);
  const ok = !markup && (expected ? expected.includes(kind) : kind === "text" || kind === "binary");
  return { ok, kind, mime: MIME[kind] };
}

export const isImageKind = (kind: Sniffed) => ["png", "jpeg", "gif", "webp", "bmp"].includes(kind);
export const mimeOf = (kind: Sniffed) => MIME[kind];
