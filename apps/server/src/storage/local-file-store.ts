import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { chmod, copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import {
  type ByteRange,
  type FileStore,
  type ListedFile,
  type StoredFileInfo,
  uploadKeyOfUrl,
  uploadUrlOf,
} from "./file-store.ts";

/** The file a key names inside `root`, or undefined when the key would leave it or is malformed. */
export function pathInside(root: string, key: string): string | undefined {
  if (key.includes("\0") || key.includes("\\")) return undefined;
  if (key.split("/").some((part) => part === ".." || part === ".")) return undefined;
  const base = resolve(root);
  const path = resolve(base, `.${sep}${key}`);
  return path.startsWith(base + sep) ? path : undefined;
}

/** Temporary names of files being written: never listed. */
const PART = /\.[0-9a-f]{12}\.part$/;

/** The keys of the files under `folder` (relative, `/`-separated), in key order. */
async function* walk(root: string, folder: string): AsyncGenerator<ListedFile> {
  const entries = await readdir(join(root, folder), { withFileTypes: true }).catch(() => []);
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const key = folder === "" ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) yield* walk(root, key);
    else if (entry.isFile() && !PART.test(entry.name)) {
      const info = await stat(join(root, key)).catch(() => undefined);
      if (info) yield { key, size: info.size };
    }
  }
}

/** Who may read a store's files: everyone (uploads, served at `/storage`), or the server's user alone. */
export type LocalFileAccess = "shared" | "private";

const MODES = {
  shared: { file: 0o644, folder: 0o755 },
  // Backups hold every password hash; imports hold a site's unpublished posts.
  private: { file: 0o600, folder: 0o700 },
} as const;

/** Sets `modes` on every folder and file under `folder`. */
async function tighten(folder: string, modes: { file: number; folder: number }): Promise<void> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      await chmod(path, modes.folder);
      await tighten(path, modes);
    } else if (entry.isFile()) await chmod(path, modes.file);
  }
}

/**
 * Files in a local folder (`$DATA_DIR/uploads`). The folder is asked for at each use, so a server
 * pointed at another data folder (as tests do) stores there from then on. A private store's files are
 * readable by the server's user alone (0600, in folders of 0700), whatever the process's umask.
 */
export class LocalFileStore implements FileStore {
  readonly kind = "local";
  private readonly modes: { file: number; folder: number };

  constructor(
    private readonly folder: () => string,
    access: LocalFileAccess = "shared",
  ) {
    this.modes = MODES[access];
  }

  urlOf(key: string): string {
    return uploadUrlOf(key);
  }

  keyOf(url: string): string | undefined {
    return uploadKeyOfUrl(url);
  }

  private pathOf(key: string): string {
    const path = pathInside(this.folder(), key);
    if (!path) throw new Error(`Not a key of the file store: ${JSON.stringify(key)}`);
    return path;
  }

  /** Written under a temporary name and renamed, so a reader never sees half a file. */
  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: this.modes.folder });
    const temp = `${path}.${randomBytes(6).toString("hex")}.part`;
    await writeFile(temp, bytes, { mode: this.modes.file });
    await chmod(temp, this.modes.file);
    await rename(temp, path);
  }

  async putFile(key: string, from: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: this.modes.folder });
    const temp = `${path}.${randomBytes(6).toString("hex")}.part`;
    try {
      await copyFile(from, temp);
      await chmod(temp, this.modes.file);
      await rename(temp, path);
    } finally {
      await rm(temp, { force: true });
    }
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    const path = pathInside(this.folder(), key);
    const info = path ? await stat(path).catch(() => undefined) : undefined;
    if (!info?.isFile()) return undefined;
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    return { size: info.size, modifiedMs: info.mtimeMs, etag };
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.pathOf(key), range);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix = ""): AsyncIterable<ListedFile> {
    const root = resolve(this.folder());
    const slash = prefix.lastIndexOf("/");
    const folder = slash < 0 ? "" : prefix.slice(0, slash);
    if (folder !== "" && !pathInside(root, folder)) return;
    for await (const file of walk(root, folder)) if (file.key.startsWith(prefix)) yield file;
  }

  directUrlOf(): undefined {
    return undefined;
  }

  /**
   * The folder is made when the first file is written. A private store's folder and files written
   * before it was private (backups of 0644 from an older release) are made private here, at start.
   */
  async check(): Promise<void> {
    if (this.modes === MODES.shared) return;
    const root = resolve(this.folder());
    const info = await stat(root).catch(() => undefined);
    if (!info?.isDirectory()) return;
    await chmod(root, this.modes.folder);
    await tighten(root, this.modes);
  }
}
