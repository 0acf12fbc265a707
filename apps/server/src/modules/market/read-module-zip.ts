import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { AppError } from "../../errors.ts";

/** Limits of a module zip: a module is small; anything larger is refused before it is unpacked. */
export const MODULE_ZIP_LIMITS = {
  zipBytes: 10 * 1024 * 1024,
  entries: 300,
  fileBytes: 5 * 1024 * 1024,
  totalBytes: 20 * 1024 * 1024,
} as const;

/** A plain relative path: segments of letters, digits, `._-`, none of them `.` or `..`. */
const SAFE_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}\/){0,5}[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;

export const zipRefused = (reason: string) =>
  new AppError({ key: "moduleZipInvalid", params: { reason }, data: { type: "module-zip" } });

function isPlainFile(entry: yauzl.Entry): boolean {
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  // Zips made on Windows carry no Unix mode (0); anything else must be a regular file: no symlinks.
  return mode === 0 || mode === S_IFREG;
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream: Readable | undefined) => {
      if (error || !stream) return reject(error ?? new Error("no stream"));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        // yauzl checks the inflated size against the header; this caps it whatever the header says.
        if (size > MODULE_ZIP_LIMITS.fileBytes) stream.destroy(zipRefused("file too large"));
        else chunks.push(chunk);
      });
      stream.on("error", reject);
      stream.on("end", () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * The files of a module zip, by path, read into memory. Refused: more than the limits, encrypted
 * entries, symbolic links and other non-regular files, absolute paths, `..`, backslashes, names outside
 * the plain pattern, duplicate names. Directories are skipped (they are implied by the files).
 */
export async function readModuleZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  if (bytes.length === 0 || bytes.length > MODULE_ZIP_LIMITS.zipBytes) throw zipRefused("size");
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true },
      (error, file) => (error || !file ? reject(zipRefused("not a zip")) : resolve(file)),
    ),
  );
  if (zip.entryCount > MODULE_ZIP_LIMITS.entries) {
    zip.close();
    throw zipRefused("too many entries");
  }
  const files = new Map<string, Buffer>();
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      // yauzl refuses `..`, absolute paths and backslashes itself (strictFileNames).
      zip.on("error", (error: Error) =>
        reject(zipRefused(/path|file ?name/i.test(error.message) ? "path" : "damaged")),
      );
      zip.on("end", () => resolve());
      zip.on("entry", (entry: yauzl.Entry) => {
        void (async () => {
          const name = entry.fileName;
          if (name.endsWith("/")) return zip.readEntry();
          if (!SAFE_PATH.test(name)) throw zipRefused(`path ${name.slice(0, 80)}`);
          if (entry.isEncrypted()) throw zipRefused("encrypted");
          if (!isPlainFile(entry)) throw zipRefused(`not a plain file: ${name}`);
          if (files.has(name)) throw zipRefused(`duplicate ${name}`);
          if (entry.uncompressedSize > MODULE_ZIP_LIMITS.fileBytes) throw zipRefused("file too large");
          total += entry.uncompressedSize;
          if (total > MODULE_ZIP_LIMITS.totalBytes) throw zipRefused("too large");
          files.set(name, await readEntry(zip, entry));
          zip.readEntry();
        })().catch((error: unknown) => reject(error instanceof AppError ? error : zipRefused("damaged")));
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return files;
}
