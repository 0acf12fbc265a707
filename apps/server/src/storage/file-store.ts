import type { Readable } from "node:stream";

/**
 * What a store tells of a file it holds. `etag` names this version of its bytes (quoted, as HTTP sends
 * it); `sha256` is the hex digest the store kept beside the file, when it keeps one.
 */
export type StoredFileInfo = { size: number; modifiedMs: number; etag: string; sha256?: string };

/** Bytes `start` to `end` of a file, both included (as HTTP ranges count). */
export type ByteRange = { start: number; end: number };

/** A file a listing found. */
export type ListedFile = { key: string; size: number };

/**
 * Where uploaded files are kept, and the one owner of their public address `/storage/{key}`. The
 * local folder is the default; an S3-compatible bucket implements the same interface.
 *
 * Keys are relative paths with `/` between folders; a key that would leave the store (`..`, a
 * backslash, NUL) names no file.
 */
export interface FileStore {
  /** What attachment rows record as their storage: a row of another store is not this store's file. */
  readonly kind: string;
  /** The public URL of a key. */
  urlOf(key: string): string;
  /** The key of a URL this store gave out for an upload; undefined for every other URL. */
  keyOf(url: string): string | undefined;
  put(key: string, bytes: Buffer): Promise<void>;
  /** Stores the file at `path` on this machine under `key`, streamed (a backup archive). */
  putFile(key: string, path: string): Promise<void>;
  /** Undefined when the store holds no file under the key. */
  stat(key: string): Promise<StoredFileInfo | undefined>;
  read(key: string): Promise<Buffer>;
  /** The file's bytes, or one range of them, as a stream. */
  open(key: string, range?: ByteRange): Promise<Readable>;
  /** Removing a file that is not there is no error. */
  remove(key: string): Promise<void>;
  /** Every file whose key starts with `prefix`, in key order. */
  list(prefix?: string): AsyncIterable<ListedFile>;
  /** Where a browser may fetch the file itself (a CDN or public bucket), when files are served by redirect. */
  directUrlOf(key: string): string | undefined;
  /** Checks the store answers (the bucket exists and the keys are accepted); throws a clear error if not. */
  check(): Promise<void>;
}

/** Public URL prefix of stored files. */
export const STORAGE_URL_PREFIX = "/storage/";

/** `{yyyymmdd}/{sha1}.{suffix}`: the names uploads get, the only ones served as files. */
const UPLOAD_KEY = /^\d{8}\/[0-9a-f]{40}\.[a-z0-9]{1,10}$/;

export const isUploadKey = (key: string): boolean => UPLOAD_KEY.test(key);

/** The key of an upload: one per content (its sha1) and day. */
export const uploadKey = (day: string, sha1: string, suffix: string): string => `${day}/${sha1}.${suffix}`;

/** `/storage/{key}`: the address of an upload, whichever store keeps it. */
export const uploadUrlOf = (key: string): string => `${STORAGE_URL_PREFIX}${key}`;

/** The key of an upload's address; undefined for every other URL. */
export function uploadKeyOfUrl(url: string): string | undefined {
  if (!url.startsWith(STORAGE_URL_PREFIX)) return undefined;
  const key = url.slice(STORAGE_URL_PREFIX.length);
  return isUploadKey(key) ? key : undefined;
}
