import { randomBytes } from "node:crypto";
import { open, readFile, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/**
 * The market's JSON files (accounts, orders, prices). A write goes to a temporary file beside the real
 * one, is flushed to the disk, and then renamed over it: a crash leaves the old file or the new one,
 * never half of either.
 */

/**
 * The file's JSON, or `fallback` when there is no such file.
 * @template T
 * @param {string} path
 * @param {T} fallback
 * @returns {Promise<T>}
 */
export async function readJsonFile(path, fallback) {
  try {
    return JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return fallback;
    throw new Error(`${path}: ${/** @type {Error} */ (error).message}`);
  }
}

/** @param {string} path @param {string | Buffer} data @param {number} [mode] */
export async function writeFileAtomic(path, data, mode = 0o644) {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    const file = await open(temporary, "w", mode);
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncFolder(dirname(path));
}

/** Readable by the market's own user only: the accounts' and orders' files hold tokens. @param {string} path @param {unknown} value */
export function writeJsonAtomic(path, value) {
  return writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`, 0o600);
}

/** The rename itself reaches the disk when the folder is flushed (where a folder can be opened: not on Windows). */
async function syncFolder(folder) {
  let handle;
  try {
    handle = await open(folder, "r");
    await handle.sync();
  } catch {
    // A folder that cannot be flushed still has the file; the system writes it out soon after.
  } finally {
    await handle?.close();
  }
}
