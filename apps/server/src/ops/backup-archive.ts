import { readdir, statfs } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import * as tar from "tar";
import { digestOf } from "../storage/file-digest.ts";
import type { ManifestEntry } from "./backup-manifest.ts";

/**
 * The archive itself: a gzip-compressed tar (`tar` 7, the npm CLI's own), packed from and unpacked into a
 * folder. Only regular files and folders are ever unpacked; tar refuses paths that leave the folder.
 */

/** The manifest's entries of the files at `paths` (archive paths) under `dir`. */
export async function entriesOf(dir: string, paths: string[]): Promise<ManifestEntry[]> {
  const entries: ManifestEntry[] = [];
  for (const path of paths) entries.push({ path, ...(await digestOf(join(dir, path))) });
  return entries;
}

/** Writes `file`: the entries `paths` of `dir`, in that order. */
export async function packArchive(dir: string, paths: string[], file: string): Promise<void> {
  await tar.create({ gzip: true, file, cwd: dir, portable: true, noDirRecurse: true }, paths);
}

/**
 * Bounds on unpacking an archive that may be crafted: a backup's rows compress to a tenth or so and
 * its uploads hardly at all, while a decompression bomb unpacks to a thousand times its size.
 */
export const UNPACK_LIMITS = {
  /** Unpacked bytes per compressed byte read so far (tar aborts past it). */
  ratio: 100,
  /** Entries (tables, uploads, the manifest). */
  entries: 1_000_000,
} as const;

/** Why an unpack stopped short of a bound; the restore's refusal says it. */
export class UnpackLimit extends Error {}

/**
 * Unpacks `file` into `dir`, failing on anything that is not a whole, well-formed .tar.gz (strict: a
 * truncated or damaged stream is an error, not a warning). Links and devices are skipped. Stops with
 * `UnpackLimit` past `UNPACK_LIMITS`, or when the entries' sizes would not fit in the free space of
 * `dir`'s disk: nothing past the bound is written.
 */
export async function unpackArchive(file: string, dir: string): Promise<void> {
  const disk = await statfs(dir);
  const free = disk.bavail * disk.bsize;
  let entries = 0;
  let bytes = 0;
  let stopped: UnpackLimit | undefined;
  await tar
    .extract({
      file,
      cwd: dir,
      strict: true,
      maxDecompressionRatio: UNPACK_LIMITS.ratio,
      filter: (_path, entry) => {
        if (stopped || !("type" in entry) || (entry.type !== "File" && entry.type !== "Directory"))
          return false;
        entries += 1;
        bytes += entry.size ?? 0;
        if (entries > UNPACK_LIMITS.entries) {
          stopped = new UnpackLimit(`it holds more than ${UNPACK_LIMITS.entries} entries`);
        } else if (bytes > free) {
          stopped = new UnpackLimit(`it unpacks to more than the ${free} bytes free where it is unpacked`);
        }
        return !stopped;
      },
    })
    .catch((error: unknown) => {
      if (error instanceof Error && /max decompression ratio exceeded/.test(error.message)) {
        throw new UnpackLimit(
          `it unpacks to more than ${UNPACK_LIMITS.ratio} times its size (${error.message})`,
        );
      }
      throw error;
    });
  if (stopped) throw stopped;
}

/** Every regular file under `dir`, as archive paths (`/` between parts), sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true });
  return found
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}
