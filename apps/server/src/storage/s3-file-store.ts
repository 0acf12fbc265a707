import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from "@aws-sdk/client-s3";
import { contentTypeOf, isInlineType } from "./content-types.ts";
import { digestOf } from "./file-digest.ts";
import {
  type ByteRange,
  type FileStore,
  type ListedFile,
  type StoredFileInfo,
  uploadKeyOfUrl,
  uploadUrlOf,
} from "./file-store.ts";
import { isMissing, storeUnavailable } from "./s3-errors.ts";

export type S3Place = {
  client: S3Client;
  bucket: string;
  /** Folder of the bucket this store's keys live under: `site/uploads/`, `site/cache/images/`. */
  prefix: string;
  /** Where the bucket's objects are served to browsers (its root), when files are served by redirect. */
  publicUrl?: string;
};

/** The sha256 a store keeps beside each file it writes, so a copy can be checked without reading it. */
const SHA256 = "sha256";

/**
 * Files in an S3-compatible bucket (Amazon S3, MinIO, Aliyun OSS, Tencent COS, R2). Keys are checked as
 * the local store checks them; every failure to reach the bucket is the catalogue's 503, so a request
 * that needed a file changes nothing else.
 */
export class S3FileStore implements FileStore {
  readonly kind = "s3";

  constructor(private readonly place: S3Place) {}

  urlOf(key: string): string {
    return uploadUrlOf(key);
  }

  keyOf(url: string): string | undefined {
    return uploadKeyOfUrl(url);
  }

  private objectKey(key: string): string {
    const bad = key === "" || key.includes("\0") || key.includes("\\") || key.startsWith("/");
    if (bad || key.split("/").some((part) => part === ".." || part === "." || part === "")) {
      throw new Error(`Not a key of the file store: ${JSON.stringify(key)}`);
    }
    return `${this.place.prefix}${key}`;
  }

  private async send<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw storeUnavailable(error);
    }
  }

  /** One PUT of a whole object (S3 takes up to 5 GB in one), with its sha256 kept beside it. */
  private async putObject(
    key: string,
    body: { bytes: Buffer | Readable; size: number; sha256: string },
    served: { disposition: "inline" | "attachment"; cacheControl?: string },
  ): Promise<void> {
    const objectKey = this.objectKey(key);
    const name = key.slice(key.lastIndexOf("/") + 1);
    await this.send(() =>
      this.place.client.send(
        new PutObjectCommand({
          Bucket: this.place.bucket,
          Key: objectKey,
          Body: body.bytes,
          ContentLength: body.size,
          ContentType: contentTypeOf(key),
          ContentDisposition: `${served.disposition}; filename="${name}"`,
          ...(served.cacheControl ? { CacheControl: served.cacheControl } : {}),
          Metadata: { [SHA256]: body.sha256 },
        }),
      ),
    );
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    await this.putObject(
      key,
      { bytes, size: bytes.length, sha256 },
      {
        disposition: isInlineType(contentTypeOf(key)) ? "inline" : "attachment",
        cacheControl: "public, max-age=31536000, immutable",
      },
    );
  }

  /** The file streamed in one PUT, always served as an attachment (a backup archive). */
  async putFile(key: string, path: string): Promise<void> {
    const { size, sha256 } = await digestOf(path);
    await this.putObject(key, { bytes: createReadStream(path), size, sha256 }, { disposition: "attachment" });
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    const objectKey = this.objectKey(key);
    try {
      const head = await this.place.client.send(
        new HeadObjectCommand({ Bucket: this.place.bucket, Key: objectKey }),
      );
      return {
        size: head.ContentLength ?? 0,
        modifiedMs: head.LastModified?.getTime() ?? 0,
        etag: head.ETag ?? `"${objectKey}"`,
        sha256: head.Metadata?.[SHA256],
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw storeUnavailable(error);
    }
  }

  async read(key: string): Promise<Buffer> {
    const body = await this.open(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    const objectKey = this.objectKey(key);
    const answer = await this.send(() =>
      this.place.client.send(
        new GetObjectCommand({
          Bucket: this.place.bucket,
          Key: objectKey,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      ),
    );
    return answer.Body as Readable;
  }

  async remove(key: string): Promise<void> {
    await this.send(() =>
      this.place.client.send(
        new DeleteObjectCommand({ Bucket: this.place.bucket, Key: this.objectKey(key) }),
      ),
    );
  }

  async *list(prefix = ""): AsyncIterable<ListedFile> {
    const { client, bucket } = this.place;
    const pages = paginateListObjectsV2(
      { client },
      { Bucket: bucket, Prefix: `${this.place.prefix}${prefix}` },
    );
    try {
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key.slice(this.place.prefix.length), size: object.Size ?? 0 };
        }
      }
    } catch (error) {
      throw storeUnavailable(error);
    }
  }

  directUrlOf(key: string): string | undefined {
    const { publicUrl } = this.place;
    return publicUrl ? `${publicUrl.replace(/\/*$/, "/")}${this.objectKey(key)}` : undefined;
  }

  async check(): Promise<void> {
    const { client, bucket } = this.place;
    const endpoint = await client.config.endpoint?.().catch(() => undefined);
    const where = endpoint ? `${endpoint.protocol}//${endpoint.hostname}:${endpoint.port ?? ""}` : "S3";
    try {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const reason =
        status === 403
          ? "the access key was refused (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)"
          : status === 404
            ? "the bucket does not exist"
            : `the store did not answer (${(error as Error).name}: ${(error as Error).message})`;
      throw new Error(`File store: bucket "${bucket}" at ${where}: ${reason}`, { cause: error });
    }
  }
}
