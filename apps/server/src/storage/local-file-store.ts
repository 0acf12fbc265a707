import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import { type FileStore, isUploadKey, STORAGE_URL_PREFIX, type StoredFileInfo } from "./file-store.ts";

/** The file a key names inside `root`, or undefined when the key would leave it or is malformed. */
export function pathInside(root: string, key: string): string | undefined {
  if (key.includes("\0") || key.includes("\\")) return undefined;
  if (key.split("/").some((part) => part === ".." || part === ".")) return undefined;
  const base = resolve(root);
  const path = resolve(base, `.${sep}${key}`);
  return path.startsWith(base + sep) ? path : undefined;
}

/**
 * Files in a local folder (`$DATA_DIR/uploads`). The folder is asked for at each use, so a server
 * pointed at another data folder (as tests do) stores there from then on.
 */
export class LocalFileStore implements FileStore {
  readonly kind = "local";

  constructor(private readonly folder: () => string) {}

  urlOf(key: string): string {
    return `${STORAGE_URL_PREFIX}${key}`;
  }

  keyOf(url: string): string | undefined {
    if (!url.startsWith(STORAGE_URL_PREFIX)) return undefined;
    const key = url.slice(STORAGE_URL_PREFIX.length);
    return isUploadKey(key) ? key : undefined;
  }

  private pathOf(key: string): string {
    const path = pathInside(this.folder(), key);
    if (!path) throw new Error(`Not a key of the file store: ${JSON.stringify(key)}`);
    return path;
  }

  /** Written under a temporary name and renamed, so a reader never sees half a file. */
  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${randomBytes(6).toString("hex")}.part`;
    await writeFile(temp, bytes, { mode: 0o644 });
    await rename(temp, path);
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    const path = pathInside(this.folder(), key);
    const info = path ? await stat(path).catch(() => undefined) : undefined;
    return info?.isFile() ? { size: info.size, modifiedMs: info.mtimeMs } : undefined;
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  stream(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
