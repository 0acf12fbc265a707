import type { Lang, Messages } from "./lang.ts";
import { uploadCatalogue as messages } from "./messages/upload.ts";

export const imageSuffixes = ["jpg", "jpeg", "png", "gif", "webp", "bmp"] as const;
export const videoSuffixes = ["mp4", "avi", "mkv", "mov", "flv", "webm"] as const;

/**
 * Suffixes that a web server may execute or a browser may render as active content
 * (stored XSS). They are refused whatever the site configuration says, because a
 * single careless admin setting must not turn the upload folder into a code host.
 */
export const forbiddenSuffixes: ReadonlySet<string> = new Set([
  "php",
  "php3",
  "php4",
  "php5",
  "php7",
  "php8",
  "pht",
  "phps",
  "phtml",
  "phar",
  "html",
  "htm",
  "shtml",
  "xhtml",
  "js",
  "mjs",
  "cjs",
  "svg",
  "svgz",
  "xml",
  "exe",
  "sh",
  "bat",
  "cmd",
  "jsp",
  "jspx",
  "asp",
  "aspx",
  "cgi",
  "pl",
  "py",
  "htaccess",
]);

export type UploadRejection = "incomplete" | "type" | "size";

export type UploadResult =
  | { ok: true; suffix: string }
  | { ok: false; reason: UploadRejection; message: string };

export interface UploadFile {
  name?: string;
  size?: number;
  type?: string;
}

export interface UploadConfig {
  /** Bytes. */
  maxSize: number;
  /** Entries may carry a leading dot; "*" allows any suffix. */
  allowedSuffixes: string[];
  /** Entries may be "image/*"-style wildcards; "*" allows any type. */
  allowedMimeTypes: string[];
}

export const uploadMessages: Record<UploadRejection, Messages> = {
  incomplete: messages.uploadIncomplete,
  type: messages.uploadTypeNotAllowed,
  size: messages.uploadTooLarge,
};

// Control characters, bidi overrides (which can disguise "gpj.php" as "php.jpg"),
// path separators and ":" (NTFS alternate streams: "a.php:.jpg" is written as a.php).
const unsafeNameChars = /[\p{Cc}\u202a-\u202e\u2066-\u2069/\\:]/u;

/** Lower-cased text after the last dot, or undefined when the name has no usable suffix. */
export function fileSuffix(name: string): string | undefined {
  const dot = name.lastIndexOf(".");
  if (dot <= 0 || dot === name.length - 1) return undefined;
  return name.slice(dot + 1).toLowerCase();
}

const normaliseSuffix = (s: string) => s.trim().toLowerCase().replace(/^\./, "");
const normaliseMime = (s: string) => (s.split(";")[0] ?? "").trim().toLowerCase();

export function isImageSuffix(suffix: string): boolean {
  return (imageSuffixes as readonly string[]).includes(normaliseSuffix(suffix));
}

export function isVideoSuffix(suffix: string): boolean {
  return (videoSuffixes as readonly string[]).includes(normaliseSuffix(suffix));
}

/** The site config stores the lists as comma-separated text ("jpg,png,.gif"). */
export function parseAllowList(value: string | readonly string[]): string[] {
  const items = typeof value === "string" ? value.split(",") : value;
  return items.map((s) => s.trim()).filter((s) => s !== "");
}

/**
 * Returns the safe suffix of a file name, or undefined when the name is refused:
 * unsafe characters, "..", no base name (".htaccess"), no alphanumeric suffix, a trailing space
 * or dot (Windows strips them, so "a.php." lands as a.php), a forbidden suffix, or a
 * forbidden inner extension ("a.php.jpg" runs as PHP under Apache's multi-extension rules).
 */
function safeSuffix(name: string): string | undefined {
  if (unsafeNameChars.test(name) || name.includes("..") || /[\s.]$/u.test(name)) return undefined;
  const suffix = fileSuffix(name);
  if (suffix === undefined || !/^[a-z0-9]+$/.test(suffix)) return undefined;
  const inner = name.split(".").slice(1, -1);
  if ([suffix, ...inner].some((s) => forbiddenSuffixes.has(s.trim().toLowerCase()))) return undefined;
  return suffix;
}

function typeAllowed(suffix: string, mime: string, config: UploadConfig): boolean {
  const suffixes = config.allowedSuffixes.map(normaliseSuffix);
  if (suffixes.includes("*") || suffixes.includes(suffix)) return true;
  if (mime === "") return false;
  const mimes = config.allowedMimeTypes.map(normaliseMime);
  const major = mime.split("/")[0];
  return mimes.includes("*") || mimes.includes(mime) || mimes.includes(`${major}/*`);
}

/**
 * Checks run in the order of SPEC §5: completeness, type, size. As in BuildAdmin the
 * type passes when the suffix OR the MIME type is allowed, so a browser that reports
 * an odd MIME for a listed suffix still works; since the client controls both, the
 * name rules and the forbidden list above are what keep dangerous files out.
 */
export function validateUpload(file: UploadFile, config: UploadConfig, lang: Lang): UploadResult {
  const reject = (reason: UploadRejection): UploadResult => ({
    ok: false,
    reason,
    message: uploadMessages[reason][lang],
  });
  const { name, size } = file;
  const hasSize = typeof size === "number" && Number.isFinite(size) && size > 0;
  if (typeof name !== "string" || name === "" || !hasSize) return reject("incomplete");
  const suffix = safeSuffix(name);
  const mime = normaliseMime(file.type ?? "");
  if (suffix === undefined || !typeAllowed(suffix, mime, config)) return reject("type");
  if (size > config.maxSize) return reject("size");
  return { ok: true, suffix };
}

const units = new Map([
  ["", 1],
  ["b", 1],
  ["k", 1024],
  ["kb", 1024],
  ["m", 1024 ** 2],
  ["mb", 1024 ** 2],
  ["g", 1024 ** 3],
  ["gb", 1024 ** 3],
]);

/**
 * "10mb", "2048kb", "1.5 MB", "500" or a number of bytes -> bytes. Units are binary
 * (1 kb = 1024 bytes), matching how PHP-style configs such as BuildAdmin's read them.
 * @throws RangeError for anything else.
 */
export function parseSizeLimit(value: string | number): number {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`invalid size limit: ${value}`);
    return Math.floor(value);
  }
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  const factor = units.get(match?.[2]?.toLowerCase() ?? "?");
  if (!match || factor === undefined) throw new RangeError(`invalid size limit: ${JSON.stringify(value)}`);
  return Math.floor(Number(match[1]) * factor);
}
