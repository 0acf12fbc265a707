import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { extname } from "node:path";
import sharp from "sharp";
import type { FileStore } from "../storage/file-store.ts";
import { pathInside } from "../storage/local-file-store.ts";
import { checkedImageSize } from "./image-pixels.ts";

/** Widths and heights a client may ask for: a bounded set, so variants cannot be multiplied at will. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 768, 960, 1280, 1600, 1920] as const;
export const IMAGE_HEIGHTS = [100, 200, 300, 400, 600, 800] as const;
/** Squares (`s`), cut from the middle of a picture: the site's icon, its touch icon and an app's icon. */
export const IMAGE_SQUARES = [32, 180, 192] as const;

export type ImageSize = { width: number } | { height: number } | { square: number };
export type ImageFormat = "jpeg" | "png" | "webp";

const FORMAT_OF_EXTENSION: Record<string, ImageFormat> = {
  ".jpg": "jpeg",
  ".jpeg": "jpeg",
  ".png": "png",
  ".webp": "webp",
};

export const CONTENT_TYPE: Record<ImageFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

export const isResizableImage = (path: string): boolean => extname(path).toLowerCase() in FORMAT_OF_EXTENSION;

/**
 * The size a query asks for: exactly one of `w`, `h` and `s`, from the allowed lists. `undefined` when
 * the query asks for no resizing at all, `"invalid"` when it asks for something not offered.
 */
export function parseImageSize(query: Record<string, unknown>): ImageSize | "invalid" | undefined {
  const asked = (["w", "h", "s"] as const).filter((name) => query[name] !== undefined);
  const [name] = asked;
  if (name === undefined) return undefined;
  if (asked.length > 1) return "invalid";
  const text = String(query[name]);
  if (!/^\d{1,5}$/.test(text)) return "invalid";
  const value = Number(text);
  const [allowed, size]: [readonly number[], ImageSize] =
    name === "w"
      ? [IMAGE_WIDTHS, { width: value }]
      : name === "h"
        ? [IMAGE_HEIGHTS, { height: value }]
        : [IMAGE_SQUARES, { square: value }];
  return allowed.includes(value) ? size : "invalid";
}

/**
 * The file a URL path names inside `root`, or undefined when the path leaves the root (`..`, encoded
 * separators, NUL) or is malformed.
 */
export function fileInside(root: string, relativePath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return undefined;
  }
  return pathInside(root, decoded);
}

/**
 * An image to resize: `id` names it for the variant cache (its path or URL) and carries its format's
 * extension; `size` and `modifiedMs` tell its version.
 */
export type ImageSource = { id: string; size: number; modifiedMs: number; read(): Promise<Buffer> };

/** A file on disk as an image source; undefined when it is not a file. */
export async function fileImageSource(file: string): Promise<ImageSource | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  return { id: file, size: info.size, modifiedMs: info.mtimeMs, read: () => readFile(file) };
}

/** An uploaded file as an image source; undefined when the store holds no file under the key. */
export async function storedImageSource(files: FileStore, key: string): Promise<ImageSource | undefined> {
  const info = await files.stat(key);
  if (!info) return undefined;
  return { id: files.urlOf(key), size: info.size, modifiedMs: info.modifiedMs, read: () => files.read(key) };
}

export type ImageVariant = { body: Buffer; format: ImageFormat; etag: string };

/** A variant in the store: its key and size, and its bytes when it was just made. */
type Kept = { key: string; size: number; body?: Buffer };

/**
 * Resized copies of images, kept in a file store (a local folder, or the bucket every server shares) so
 * each is computed once. A variant is written whole under its final key (the local store renames a
 * temporary file, a bucket's put is atomic), so a reader never sees half of one. WebP is offered only
 * to clients that accept it, and only when it is smaller than the original format at that size.
 */
export class ImageVariants {
  private readonly inFlight = new Map<string, Promise<Kept>>();

  /**
   * `pixelLimit` answers the most pixels a source may have to be resized (the site's setting); it is
   * asked only when a variant is made, not when a kept one is served.
   */
  constructor(
    readonly store: FileStore,
    private readonly pixelLimit: () => Promise<number>,
  ) {}

  async variant(
    source: ImageSource,
    size: ImageSize,
    acceptsWebp: boolean,
  ): Promise<ImageVariant | undefined> {
    const original = FORMAT_OF_EXTENSION[extname(source.id).toLowerCase()];
    if (!original) return undefined;
    const sizeKey =
      "width" in size ? `w${size.width}` : "height" in size ? `h${size.height}` : `s${size.square}`;
    const key = createHash("sha1")
      .update(`${source.id}\0${source.size}\0${source.modifiedMs}\0${sizeKey}`)
      .digest("hex")
      .slice(0, 32);

    let chosen = { kept: await this.ensure(key, original, source, size), format: original };
    if (acceptsWebp && original !== "webp") {
      const webp = await this.ensure(key, "webp", source, size);
      if (webp.size < chosen.kept.size) chosen = { kept: webp, format: "webp" };
    }
    const body = chosen.kept.body ?? (await this.store.read(chosen.kept.key));
    return { body, format: chosen.format, etag: `"${key}-${chosen.format}"` };
  }

  /** Removes every variant (they are made again when asked for). */
  async clear(): Promise<void> {
    for await (const file of this.store.list()) await this.store.remove(file.key);
  }

  private ensure(key: string, format: ImageFormat, source: ImageSource, size: ImageSize): Promise<Kept> {
    const id = `${key.slice(0, 2)}/${key}.${format}`;
    const running = this.inFlight.get(id);
    if (running) return running;
    const job = (async (): Promise<Kept> => {
      const info = await this.store.stat(id);
      if (info) return { key: id, size: info.size };
      const bytes = await source.read();
      const limit = await this.pixelLimit();
      // Measured from the header first: a picture over the limit is refused before any decoding.
      await checkedImageSize(bytes, limit);
      const body = await render(bytes, size, format, limit);
      await this.store.put(id, body);
      return { key: id, size: body.length, body };
    })().finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, job);
    return job;
  }
}

async function render(source: Buffer, size: ImageSize, format: ImageFormat, limit: number): Promise<Buffer> {
  const pipeline = sharp(source, { limitInputPixels: limit })
    .rotate()
    .resize(
      "square" in size
        ? { width: size.square, height: size.square, fit: "cover" }
        : { ...size, withoutEnlargement: true },
    );
  if (format === "jpeg") return pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  if (format === "png") return pipeline.png({ compressionLevel: 9 }).toBuffer();
  return pipeline.webp({ quality: 78 }).toBuffer();
}
