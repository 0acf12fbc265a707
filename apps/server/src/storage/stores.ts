import { join } from "node:path";
import { S3Client } from "@aws-sdk/client-s3";
import type { Env } from "../env.ts";
import type { FileStore } from "./file-store.ts";
import { LocalFileStore } from "./local-file-store.ts";
import { S3FileStore } from "./s3-file-store.ts";

/**
 * The stores of a server: uploads, the resized pictures made from them and from the theme, and the
 * site's backups and the exports uploaded to be imported (neither served at `/storage`).
 */
export type FileStores = { files: FileStore; variants: FileStore; backups: FileStore; imports: FileStore };

/** A client that gives up quickly: a request waiting on an unreachable bucket answers 503 soon. */
export function s3ClientOf(env: Env): S3Client {
  return new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
    credentials: {
      accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
    },
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** The bucket store of one folder of the site's files (`uploads/`, `cache/images/`). */
export function s3StoreOf(env: Env, folder: string, client = s3ClientOf(env)): S3FileStore {
  return new S3FileStore({
    client,
    bucket: env.S3_BUCKET ?? "",
    prefix: `${env.S3_PREFIX}${folder}`,
    publicUrl: env.FILE_DELIVERY === "redirect" ? env.S3_PUBLIC_URL : undefined,
  });
}

/** The local folders of a data folder: `uploads/`, `cache/images/`, `backups/` and `imports/`. */
export function localStoresOf(dataDir: () => string): FileStores {
  return {
    files: new LocalFileStore(() => join(dataDir(), "uploads")),
    variants: new LocalFileStore(() => join(dataDir(), "cache", "images")),
    backups: new LocalFileStore(() => join(dataDir(), "backups"), "private"),
    imports: new LocalFileStore(() => join(dataDir(), "imports"), "private"),
  };
}

/** The stores `FILE_STORE` names: this machine's data folder (the default), or one bucket. */
export function fileStoresOf(env: Env): FileStores {
  if (env.FILE_STORE === "local") return localStoresOf(() => env.DATA_DIR);
  const client = s3ClientOf(env);
  return {
    files: s3StoreOf(env, "uploads/", client),
    variants: s3StoreOf(env, "cache/images/", client),
    // Never by redirect: a backup holds every password hash and is sent only to a super admin.
    backups: s3StoreOf({ ...env, FILE_DELIVERY: "proxy" }, "backups/", client),
    imports: s3StoreOf({ ...env, FILE_DELIVERY: "proxy" }, "imports/", client),
  };
}
