import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as tar from "tar";
import { filesUnder } from "../ops/backup-archive.ts";
import { MANIFEST_PATH, type Manifest } from "../ops/backup-manifest.ts";
import { digestOf } from "../storage/file-digest.ts";

/** A JSON file of an unpacked archive, changed in place. */
export async function editJson<T>(dir: string, path: string, change: (value: T) => void): Promise<void> {
  const value = JSON.parse(await readFile(join(dir, path), "utf8")) as T;
  change(value);
  await writeFile(join(dir, path), JSON.stringify(value));
}

/**
 * Another archive made from `file`: unpacked, changed by `change` (which sees the folder), and packed
 * again, the manifest first. With `reseal`, the manifest's sizes and checksums are computed afresh, as a
 * forger (or a bug) would leave them: the archive then passes its checks.
 */
export async function repack(
  file: string,
  out: string,
  change: (dir: string) => Promise<void>,
  options: { reseal?: boolean } = {},
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "backup-tamper-"));
  try {
    await tar.extract({ file, cwd: dir });
    await change(dir);
    if (options.reseal) {
      const manifest = JSON.parse(await readFile(join(dir, MANIFEST_PATH), "utf8")) as Manifest;
      for (const entry of manifest.entries) Object.assign(entry, await digestOf(join(dir, entry.path)));
      await writeFile(join(dir, MANIFEST_PATH), JSON.stringify(manifest));
    }
    const found = await filesUnder(dir);
    const first = found.includes(MANIFEST_PATH) ? [MANIFEST_PATH] : [];
    const rest = found.filter((path) => path !== MANIFEST_PATH);
    await tar.create({ gzip: true, file: out, cwd: dir, portable: true }, [...first, ...rest]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A copy of `file` with one byte inverted at `at` (a fraction of its length). */
export async function flipByte(file: string, out: string, at = 0.5): Promise<void> {
  const bytes = await readFile(file);
  const index = Math.floor(bytes.length * at);
  bytes[index] = (bytes[index] ?? 0) ^ 0xff;
  await writeFile(out, bytes);
}
