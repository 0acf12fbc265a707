/** Types a browser may show inline; they cannot run script. Everything else is a download. */
const INLINE_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  bmp: "image/bmp",
  mp4: "video/mp4",
  webm: "video/webm",
  mp3: "audio/mpeg",
  wav: "audio/wav",
};

const DOWNLOAD = "application/octet-stream";

/** The type a stored file is sent with: one of the inline types by its suffix, else a download. */
export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf(".");
  return (dot < 0 ? undefined : INLINE_TYPES[key.slice(dot + 1).toLowerCase()]) ?? DOWNLOAD;
}

export const isInlineType = (type: string): boolean => type !== DOWNLOAD;
