import { readdir } from "node:fs/promises";
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
 * Unpacks `file` into `dir`, failing on anything that is not a whole, well-formed .tar.gz (strict: a
 * truncated or damaged stream is an error, not a warning). Links and devices are skipped.
 */
export async function unpackArchive(file: string, dir: string): Promise<void> {
  await tar.extract({
    file,
    cwd: dir,
    strict: true,
    filter: (_path, entry) => "type" in entry && (entry.type === "File" || entry.type === "Directory"),
  });
}

/** Every regular file under `dir`, as archive paths (`/` between parts), sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true });
  return found
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}
