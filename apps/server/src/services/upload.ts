import { createHash } from "node:crypto";
import type { Lang } from "@corp/domain/lang";
import type { MessageKey } from "@corp/domain/messages";
import { type UploadConfig, validateUpload } from "@corp/domain/upload";
// The multipart plugin adds `isMultipart` and `file` to requests.
import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError } from "../errors.ts";
import { isUploadKey, uploadKey } from "../storage/file-store.ts";
import type { AppServices } from "./app-services.ts";
import { checkedImageSize, imagePixelLimit } from "./image-pixels.ts";
import { loadConfig, siteConfigFrom } from "./site-config.ts";
import { contentMatches, isImageKind } from "./upload-sniff.ts";

const rejectionKey: Record<"incomplete" | "type" | "size", MessageKey> = {
  incomplete: "uploadIncomplete",
  type: "uploadTypeNotAllowed",
  size: "uploadTooLarge",
};

export const uploadRefused = (reason: "incomplete" | "type" | "size") =>
  new AppError({ key: rejectionKey[reason] });

/** The limits of the site config: read once per upload, for multipart's own size cap and the checks. */
export async function uploadLimits(services: AppServices): Promise<UploadConfig> {
  return siteConfigFrom(await loadConfig(services.db)).upload;
}

export type IncomingFile = { name: string; type: string; bytes: Buffer; truncated: boolean };
/** A received file, the limits it was received under, and the topic it is filed under. */
export type Upload = { file: IncomingFile; limits: UploadConfig; topic: string; lang: Lang };
export type Uploader = { adminId?: number; userId?: number };

/**
 * Checks a received file (SPEC §5 order: complete, type, size; then the bytes against the suffix),
 * stores it once per content (sha1) and counts every upload of the same content in `quote`.
 */
export async function storeUpload(services: AppServices, upload: Upload, uploader: Uploader) {
  const { file, limits, topic, lang } = upload;
  const size = file.truncated ? limits.maxSize + 1 : file.bytes.length;
  const verdict = validateUpload({ name: file.name, size, type: file.type }, limits, lang);
  if (!verdict.ok) throw uploadRefused(verdict.reason);
  const content = contentMatches(verdict.suffix, file.bytes);
  if (!content.ok) throw uploadRefused("type");

  let width = 0;
  let height = 0;
  if (isImageKind(content.kind)) {
    // Measured from the header and refused over the pixel limit before anything decodes it (issue 44, P6).
    const size = await checkedImageSize(file.bytes, await imagePixelLimit(services.db));
    if (!size) throw uploadRefused("type");
    ({ width, height } = size);
  }

  const sha1 = createHash("sha1").update(file.bytes).digest("hex");
  const { db, files } = services;
  const now = Math.floor(Date.now() / 1000);
  const existing = await db
    .selectFrom("attachment")
    .select(["id", "url"])
    .where("sha1", "=", sha1)
    .where("storage", "=", files.kind)
    .executeTakeFirst();
  if (existing && files.keyOf(existing.url)) {
    return db
      .updateTable("attachment")
      .set((eb) => ({ quote: eb("quote", "+", 1), last_upload_time: now }))
      .where("id", "=", existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  const day = new Date(now * 1000).toISOString().slice(0, 10).replaceAll("-", "");
  const key = uploadKey(day, sha1, verdict.suffix);
  // The suffix comes from the client: a name the store would not serve is refused, never written.
  if (!isUploadKey(key)) throw uploadRefused("type");
  await files.put(key, file.bytes);
  const url = files.urlOf(key);
  const displayName = file.name.replace(/[\p{Cc}]/gu, "").slice(0, 100);
  return db
    .insertInto("attachment")
    .values({
      topic: topic.slice(0, 20),
      admin_id: uploader.adminId ?? null,
      user_id: uploader.userId ?? null,
      url,
      width,
      height,
      name: displayName,
      size: file.bytes.length,
      mimetype: content.mime,
      quote: 1,
      storage: files.kind,
      sha1,
      create_time: now,
      last_upload_time: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes stored files of deleted attachment rows (rows of other storages are left alone). */
export async function removeStoredFiles(services: AppServices, urls: string[]): Promise<void> {
  for (const url of urls) {
    const key = services.files.keyOf(url);
    if (key) await services.files.remove(key);
  }
}

/**
 * A multipart body the parser could not read (a missing boundary, a part cut short) is the client's
 * mistake: 400, not a fault of the server. Refusals with their own status (406, 413) keep it.
 */
export function malformedAsBadRequest(error: unknown): never {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) throw error;
  throw new AppError({ key: "incorrectParameter", status: 400 });
}

/** The one file of a multipart upload request, read up to `maxSize` bytes (beyond: marked truncated). */
export async function receiveFile(request: FastifyRequest, maxSize: number): Promise<IncomingFile> {
  if (!request.isMultipart()) throw uploadRefused("incomplete");
  const part = await request
    .file({ limits: { fileSize: maxSize, files: 1, fields: 20, parts: 30 } })
    .catch(malformedAsBadRequest);
  if (!part) throw uploadRefused("incomplete");
  let truncated = false;
  let bytes: Buffer = Buffer.alloc(0);
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code !== "FST_REQ_FILE_TOO_LARGE") malformedAsBadRequest(error);
    truncated = true;
  }
  return { name: part.filename ?? "", type: part.mimetype ?? "", bytes, truncated };
}

/** The `file` of an upload's answer (`AjaxUploadData`). */
export function uploadedFile(row: Awaited<ReturnType<typeof storeUpload>>, origin: string) {
  const { id, url, name, size, mimetype, width, height, quote, sha1, topic } = row;
  return {
    id,
    url,
    full_url: fullUrl(url, origin),
    suffix: suffixOf(name),
    name,
    size,
    mimetype,
    width,
    height,
    quote,
    sha1,
    topic,
  };
}

/** A stored file's absolute address on `origin` ("https://host"); an address that is already absolute stays. */
export const fullUrl = (url: string, origin: string): string =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url}`;

/** The extension of a file name, lower case, without the dot. */
export function suffixOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** A topic as sent in a query: letters, digits, `_` and `-`, at most 20, "default" when none is left. */
export const uploadTopic = (topic: string | undefined) =>
  (topic ?? "default").replace(/[^\w-]/g, "").slice(0, 20) || "default";
