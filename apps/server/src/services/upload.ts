import { createHash, randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { Lang } from "@corp/domain/lang";
import { validateUpload } from "@corp/domain/upload";
import sharp from "sharp";
import { AppError } from "../errors.ts";
import type { MessageKey } from "../i18n/messages.ts";
import type { AppServices } from "./app-services.ts";
import { loadConfig, siteConfigFrom } from "./site-config.ts";
import { contentMatches, isImageKind } from "./upload-sniff.ts";

/** Public URL prefix of stored files; they live under `$DATA_DIR/uploads`. */
export const STORAGE_PREFIX = "/storage/";
/** `{yyyymmdd}/{sha1}.{suffix}`: the only names the storage route serves. */
export const STORED_NAME = /^\d{8}\/[0-9a-f]{40}\.[a-z0-9]{1,10}$/;

export const uploadRoot = (services: AppServices) => join(services.env.DATA_DIR, "uploads");

/** The file behind a storage URL, or undefined when the URL is not one of ours. */
export function storedFilePath(services: AppServices, url: string): string | undefined {
  if (!url.startsWith(STORAGE_PREFIX)) return undefined;
  const name = url.slice(STORAGE_PREFIX.length);
  if (!STORED_NAME.test(name)) return undefined;
  const root = resolve(uploadRoot(services));
  const path = resolve(root, name);
  return path.startsWith(root + sep) ? path : undefined;
}

const rejectionKey: Record<"incomplete" | "type" | "size", MessageKey> = {
  incomplete: "uploadIncomplete",
  type: "uploadTypeNotAllowed",
  size: "uploadTooLarge",
};

export const uploadRefused = (reason: "incomplete" | "type" | "size") =>
  new AppError({ key: rejectionKey[reason] });

/** The limits of the site config, for multipart's own size cap. */
export async function uploadLimits(services: AppServices) {
  return siteConfigFrom(await loadConfig(services.db)).upload;
}

export type IncomingFile = { name: string; type: string; bytes: Buffer; truncated: boolean };
export type Uploader = { adminId?: number; userId?: number };

/**
 * Checks a received file (SPEC §5 order: complete, type, size; then the bytes against the suffix),
 * stores it once per content (sha1) and counts every upload of the same content in `quote`.
 */
export async function storeUpload(
  services: AppServices,
  file: IncomingFile,
  uploader: Uploader,
  topic: string,
  lang: Lang,
) {
  const limits = await uploadLimits(services);
  const size = file.truncated ? limits.maxSize + 1 : file.bytes.length;
  const verdict = validateUpload({ name: file.name, size, type: file.type }, limits, lang);
  if (!verdict.ok) throw uploadRefused(verdict.reason);
  const content = contentMatches(verdict.suffix, file.bytes);
  if (!content.ok) throw uploadRefused("type");

  let width = 0;
  let height = 0;
  if (isImageKind(content.kind)) {
    const meta = await sharp(file.bytes)
      .metadata()
      .catch(() => undefined);
    if (!meta?.width || !meta.height) throw uploadRefused("type");
    width = meta.width;
    height = meta.height;
  }

  const sha1 = createHash("sha1").update(file.bytes).digest("hex");
  const db = services.db;
  const now = Math.floor(Date.now() / 1000);
  const existing = await db
    .selectFrom("attachment")
    .select(["id", "url"])
    .where("sha1", "=", sha1)
    .where("storage", "=", "local")
    .executeTakeFirst();
  if (existing && storedFilePath(services, existing.url)) {
    return db
      .updateTable("attachment")
      .set((eb) => ({ quote: eb("quote", "+", 1), last_upload_time: now }))
      .where("id", "=", existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  const day = new Date(now * 1000).toISOString().slice(0, 10).replaceAll("-", "");
  const url = `${STORAGE_PREFIX}${day}/${sha1}.${verdict.suffix}`;
  const path = storedFilePath(services, url);
  if (!path) throw uploadRefused("type");
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${randomBytes(6).toString("hex")}.part`;
  await writeFile(temp, file.bytes, { mode: 0o644 });
  await rename(temp, path);
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
      storage: "local",
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
    const path = storedFilePath(services, url);
    if (path) await rm(path, { force: true });
  }
}
