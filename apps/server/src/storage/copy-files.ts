import { createHash } from "node:crypto";
import type { FileStore, ListedFile, StoredFileInfo } from "./file-store.ts";

export type CopyProgress = {
  /** Called once, before the first file, with how many files and bytes the source holds. */
  start(files: number, bytes: number): void;
  /** Called after each file, copied or already there. */
  step(key: string, bytes: number): void;
};

export type CopyReport = {
  copied: number;
  /** Already in the target with the same size and hash (a run that stopped part way, run again). */
  skipped: number;
  bytes: number;
  /** Keys now in the target as they are in the source (copied or skipped). */
  present: string[];
  failed: { key: string; reason: string }[];
};

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The file's sha256: the one its store kept beside it, else read and hashed. */
async function digestOf(store: FileStore, key: string, info: StoredFileInfo): Promise<string> {
  return info.sha256 ?? sha256(await store.read(key));
}

async function listAll(store: FileStore): Promise<ListedFile[]> {
  const files: ListedFile[] = [];
  for await (const file of store.list()) files.push(file);
  return files;
}

/**
 * Copies every file of `from` into `to` under the same key, each checked by size and sha256 after it is
 * written (read back from the target). A file the target already holds with the same size and hash is
 * skipped, so a run that stopped part way is resumed by running it again, and a finished one copies
 * nothing. A file that fails is reported and the others go on; nothing is removed from either store.
 */
export async function copyFiles(from: FileStore, to: FileStore, progress: CopyProgress): Promise<CopyReport> {
  const files = await listAll(from);
  progress.start(
    files.length,
    files.reduce((sum, file) => sum + file.size, 0),
  );
  const report: CopyReport = { copied: 0, skipped: 0, bytes: 0, present: [], failed: [] };
  for (const { key } of files) {
    try {
      const source = await from.stat(key);
      if (!source) throw new Error("removed from the source while copying");
      const target = await to.stat(key);
      const wanted = await digestOf(from, key, source);
      if (target?.size === source.size && (await digestOf(to, key, target)) === wanted) {
        report.skipped += 1;
      } else {
        const bytes = await from.read(key);
        if (bytes.length !== source.size || sha256(bytes) !== wanted)
          throw new Error("changed while copying");
        await to.put(key, bytes);
        const written = await to.read(key);
        if (written.length !== bytes.length || sha256(written) !== wanted) {
          throw new Error("the copy does not match the source (size or sha256)");
        }
        report.copied += 1;
        report.bytes += bytes.length;
      }
      report.present.push(key);
      progress.step(key, source.size);
    } catch (error) {
      report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      progress.step(key, 0);
    }
  }
  return report;
}
