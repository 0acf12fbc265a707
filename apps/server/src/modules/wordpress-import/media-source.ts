import { readdir, readFile, realpath } from "node:fs/promises";
import type { BlockList } from "node:net";
import { join, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import type { ImportNote } from "@corp/domain/messages/wordpress-import-report";
import yauzl from "yauzl";
import type { Env } from "../../env.ts";
import { fetchPublic, NotPublicAddress, RefusedRedirect } from "../../services/public-fetch.ts";
import { FETCH_CONCURRENCY, FetchAhead, type FetchLimits } from "./fetch-ahead.ts";
import { MediaNames } from "./media-names.ts";
import { isWordPressComMediaHost } from "./wp-html.ts";

/** A file the run will ask a source for: its place under `wp-content/uploads/` and its address. */
export type MediaFile = { path: string; url: string };

/** Where the files of the old site's media come from: its address, a zip of its uploads, or a folder. */
export interface MediaSource {
  /** The file's bytes, or why there are none. `path` is its place under `wp-content/uploads/`. */
  get(path: string, url: string, maxBytes: number): Promise<Buffer | ImportNote>;
  /** The files the run will ask for, in order, so a source that fetches can fetch ahead. */
  expect?(files: readonly MediaFile[], maxBytes: number): void;
  close(): Promise<void>;
}

/** The fetching the operator set. */
export const fetchLimitsOf = (env: Env): FetchLimits => ({
  concurrency: FETCH_CONCURRENCY,
  timeoutMs: env.IMPORT_FETCH_TIMEOUT_SECONDS * 1000,
  budgetMs: env.IMPORT_FETCH_BUDGET_SECONDS * 1000,
});
/** Redirects a file's fetch follows, each within the same rules. */
const MAX_REDIRECTS = 3;
const TOO_LARGE: ImportNote = { key: "importNoteTooLarge" };
const DAMAGED: ImportNote = { key: "importNoteDamaged" };
const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** Why a fetch brought nothing, as a report's note. */
function fetchFailure(error: unknown, timeoutMs: number): ImportNote {
  if (error instanceof NotPublicAddress)
    return { key: "importNoteNotPublic", params: { address: error.address } };
  if (error instanceof RefusedRedirect)
    return { key: "importNoteRedirectRefused", params: { address: error.address } };
  if (error instanceof Error && error.message === "timed out")
    return { key: "importNoteTimedOut", params: { seconds: seconds(timeoutMs) } };
  const detail =
    error instanceof Error
      ? error.cause instanceof Error
        ? error.cause.message
        : error.message
      : String(error);
  return { key: "importNoteUnreachable", params: { detail: detail.slice(0, 200) } };
}

/**
 * Fetches each file from the old site, and only from it (or from the hosts WordPress.com keeps its sites'
 * uploads on): an address on another host is not fetched (an export names its own site's uploads), and a
 * redirect is followed only to an address of those hosts, at most three times. The site is named by the
 * export, so by whoever wrote it: only a public address is fetched from, or one in the networks the
 * operator allowed (`IMPORT_FETCH_ALLOW`, services/public-fetch.ts), a redirect's target checked as the
 * first address is. Files are fetched a few at a time ahead of the import, each within the per-file time,
 * all within the run's budget (`FetchAhead`). The bytes are checked as any upload is before they are kept.
 */
export function webSource(siteUrl: string, allowed: BlockList, limits: FetchLimits): MediaSource {
  let site: URL | undefined;
  try {
    site = new URL(siteUrl);
  } catch {
    site = undefined;
  }
  const onSite = (address: URL) =>
    /^https?:$/.test(address.protocol) &&
    (address.host === site?.host || isWordPressComMediaHost(address.hostname));
  const fetchOne = async (file: { url: URL; maxBytes: number }, timeoutMs: number) => {
    try {
      const redirects = { max: MAX_REDIRECTS, follow: onSite };
      const answer = await fetchPublic(file.url, { allowed, maxBytes: file.maxBytes, timeoutMs, redirects });
      if ("tooLarge" in answer) return TOO_LARGE;
      if (answer.status < 200 || answer.status > 299)
        return { key: "importNoteHttp", params: { status: answer.status } } satisfies ImportNote;
      return answer.bytes;
    } catch (error) {
      return fetchFailure(error, timeoutMs);
    }
  };
  const ahead = new FetchAhead<{ url: URL; maxBytes: number }, Buffer | ImportNote>(
    fetchOne,
    () => ({ key: "importNoteFetchBudget", params: { seconds: seconds(limits.budgetMs) } }),
    limits,
  );
  const parse = (url: string): URL | undefined => {
    try {
      return new URL(url);
    } catch {
      return undefined;
    }
  };
  return {
    expect(files, maxBytes) {
      ahead.expect(
        files.flatMap((file) => {
          const url = parse(file.url);
          return url && site && onSite(url) ? [{ key: file.url, file: { url, maxBytes } }] : [];
        }),
      );
    },
    async get(_path, url, maxBytes) {
      const address = parse(url);
      if (!address) return { key: "importNoteNoFile" };
      if (!site || !onSite(address))
        return { key: "importNoteNotOnSite", params: { host: site?.host ?? "" } };
      return ahead.get(url, { url: address, maxBytes });
    },
    close: async () => undefined,
  };
}

/** The most files of an uploads copy read by name (a folder beyond it is matched by place only). */
const MAX_NAMED = 200_000;

/**
 * Reads files from a folder (the old site's `wp-content/uploads`, copied to this machine); never outside
 * it. A file not at its place is found by its name anywhere in the folder (`MediaNames`).
 */
export function folderSource(folder: string): MediaSource {
  const root = resolve(folder);
  let names: Promise<MediaNames> | undefined;
  const named = () => {
    names ??= readdir(root, { recursive: true })
      .then((paths) => new MediaNames(paths.slice(0, MAX_NAMED).map((path) => path.split(sep).join("/"))))
      .catch(() => new MediaNames([]));
    return names;
  };
  const read = async (path: string, maxBytes: number): Promise<Buffer | ImportNote | undefined> => {
    try {
      const real = await realpath(resolve(join(root, path)));
      const realRoot = await realpath(root);
      if (!real.startsWith(realRoot + sep)) return { key: "importNoteNotInFolder" };
      const bytes = await readFile(real);
      return bytes.length > maxBytes ? TOO_LARGE : bytes;
    } catch {
      return undefined;
    }
  };
  return {
    async get(path, _url, maxBytes) {
      const found = (await read(path, maxBytes)) ?? (await named()).find(path);
      if (typeof found !== "string") return found ?? { key: "importNoteNotInFolder" };
      return (await read(found, maxBytes)) ?? { key: "importNoteNotInFolder" };
    },
    close: async () => undefined,
  };
}

/** The part of a zip entry's name from the uploads folder on: `wp-content/uploads/2025/03/a.jpg` -> `2025/03/a.jpg`. */
function uploadsPath(name: string): string {
  const at = name.toLowerCase().lastIndexOf("uploads/");
  return at >= 0 ? name.slice(at + "uploads/".length) : name;
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;

/**
 * Reads files from a zip of the uploads folder (zipped whole, or from inside it), entry by entry as they
 * are asked for; a file not at its place is found by its name (`MediaNames`). Links, encrypted entries
 * and names with `..` are never read.
 */
export async function zipSource(file: string): Promise<MediaSource> {
  const zip = await new Promise<yauzl.ZipFile>((done, fail) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, opened) =>
      error || !opened ? fail(error ?? new Error("not a zip")) : done(opened),
    ),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((done, fail) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
      const plain = mode === 0 || mode === S_IFREG;
      const name = entry.fileName;
      if (plain && !name.endsWith("/") && !name.split("/").includes("..") && !entry.isEncrypted())
        entries.set(uploadsPath(name), entry);
      zip.readEntry();
    });
    zip.on("end", () => done());
    zip.on("error", fail);
    zip.readEntry();
  });
  let names: MediaNames | undefined;
  return {
    async get(path, _url, maxBytes) {
      names ??= new MediaNames([...entries.keys()].slice(0, MAX_NAMED));
      const entry = entries.get(path) ?? entries.get(names.find(path) ?? "");
      if (!entry) return { key: "importNoteNotInZip" };
      if (entry.uncompressedSize > maxBytes) return TOO_LARGE;
      return new Promise((done) => {
        zip.openReadStream(entry, (error, stream: Readable | undefined) => {
          if (error || !stream) return done(DAMAGED);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", () => done(DAMAGED));
          stream.on("end", () => done(Buffer.concat(chunks)));
        });
      });
    },
    close: async () => zip.close(),
  };
}
